import type { ShouldRevalidateFunction } from 'react-router'

/**
 * A loader that serves a page's first load, not a change of its URL's query alone (a list's filters or page):
 * the screen reads those through its own queries in the browser. Running the page's loaders on each change would
 * hold the URL until the server answered, and a second change made meanwhile would start from the old URL and
 * drop the first.
 */
export const notOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate)
