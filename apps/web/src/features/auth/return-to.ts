import { paths } from '../../lib/paths.ts'

// Where sign-in takes a person back to: the page they were sent away from, kept in the sign-in page's address
// (`/login?from=/dashboard/wishlist`), so it survives a reload and the server's own redirect of a guarded page.

/** A sign-in step's page (`screen`) that brings the visitor back to `from` afterwards. */
export const withReturnTo = (screen: string, from: string) => `${screen}?${new URLSearchParams({ from })}`

/** The sign-in page that brings the visitor back to `pathname` + `search`. */
export const loginReturningTo = (pathname: string, search = '') =>
  withReturnTo(paths.login, `${pathname}${search}`)

/** The page to return to after signing in: `from` when it is a path of this site, else home. */
export function returnPath(params: URLSearchParams): string {
  const from = params.get('from')
  // Only a path of this site: `//host` and `/\host` would leave it.
  return from?.startsWith('/') && !/^\/[/\\]/.test(from) ? from : paths.home
}
