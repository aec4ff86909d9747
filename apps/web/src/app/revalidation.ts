import type { ShouldRevalidateFunction } from 'react-router'

/**
 * For a loader that does not read the URL's query (the guards' sign-in and role checks): a change of a list's
 * filters, search or page under it runs the page's own loader, not this one again. A form's post still does.
 */
export const notOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate)
