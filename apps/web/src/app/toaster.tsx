import { createRoot } from 'react-dom/client'

/**
 * Toasts get a root of their own, mounted once the page runs: they only follow something the visitor did, so
 * their code is not part of the first load and the server renders none.
 */
export async function mountToaster() {
  const { AppToaster } = await import('../components/app-toaster.tsx')
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(<AppToaster />)
}
