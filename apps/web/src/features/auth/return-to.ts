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

/**
 * Why a visitor was sent to sign in, told above the form: the page they asked for, in words. Null when they
 * came to sign in of their own accord (no `from`, or `from` is the home page).
 */
export function signInReason(params: URLSearchParams): string | null {
  const from = returnPath(params)
  if (from === paths.home) return null
  const pathname = from.split(/[?#]/)[0] ?? from
  if (pathname === paths.allProperties) return 'Sign in to see every listing.'
  if (pathname.startsWith(paths.propertyDetails(''))) return "Sign in to see this home's details."
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`))
    return 'Sign in to open your dashboard.'
  return 'Sign in to open that page.'
}
