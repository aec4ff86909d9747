import type { ReactNode } from 'react'

/** The sign-in screens' card; the page's <title> comes from its route's `meta`. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-12">
      <section aria-labelledby="auth-title" className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 id="auth-title" className="mb-2 text-center text-2xl font-bold">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  )
}
