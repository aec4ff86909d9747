import type { ReactNode } from 'react'

/** A dashboard screen: its heading and optional actions beside the heading (its route's `meta` gives the title). */
export function DashboardPage({
  id,
  title,
  actions,
  children,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 id={id} className="text-2xl font-bold">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  )
}
