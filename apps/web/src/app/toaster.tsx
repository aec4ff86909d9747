import { createRoot } from 'react-dom/client'

let mounted: Promise<void> | undefined

/**
 * Toasts get a root of their own, mounted at the visitor's first tap or key press (src/entry.client.tsx) or by
 * a page that toasts without one: they only follow something the visitor did, so their code is not part of the
 * first load and the server renders none. Mounted once, however many times it is asked for.
 */
export function mountToaster(): Promise<void> {
  mounted ??= import('../components/app-toaster.tsx').then(({ AppToaster }) => {
    const container = document.createElement('div')
    document.body.append(container)
    createRoot(container).render(<AppToaster />)
  })
  return mounted
}
