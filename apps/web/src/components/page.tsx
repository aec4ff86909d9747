import type { ReactNode } from 'react'

/** The content column: at most 1402 px wide, as the original product sets (docs/decisions/0005). */
export function PageWidth({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-[1402px] px-4 ${className}`}>{children}</div>
}

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-base-content/70">{subtitle}</p>}
    </header>
  )
}
