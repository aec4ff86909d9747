// React Router hands loaders and actions the request as it arrived. A navigation in the browser asks for the
// page's data at `<path>.data` (`<path>/_.data` where the path ends in a slash) with search parameters of its
// own (`_routes`, and `index` for an index route's action). The guards send people back to the page, and the
// screens read their query from it: the page's own address, as a document request would have it.
const INTERNAL_PARAMS = ['_routes', 'index']

/** The address of the page a request is for, whether it asks for the document or for its data. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data'))
    url.pathname = url.pathname.replace(/(\/_)?\.data$/, (_, slash) => (slash ? '/' : ''))
  for (const name of INTERNAL_PARAMS) url.searchParams.delete(name)
  return url
}
