import type { ReactNode } from 'react'
import { useHref } from 'react-router'

/**
 * A download of the visitor's own data from a resource route (app/server/download.server.ts): a plain GET form,
 * not the router's, so the browser asks for the file itself and saves it while the page stays, with or without
 * the page's scripts.
 */
export function DownloadButton({
  to,
  className,
  children,
}: {
  to: string
  className: string
  children: ReactNode
}) {
  return (
    <form method="get" action={useHref(to)}>
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  )
}
