import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
} from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { pageUrl } from '../app/server/page-url.server.ts'
import { readAsVisitor } from '../app/server/screen-data.server.ts'
import { AllPropertiesPage } from '../features/search/all-properties-page.tsx'
import { listPositionOf, searchProperties } from '../features/search/api.ts'
import { filtersRead, searchFiltersOf } from '../features/search/read-filters.ts'
import { saveSearchAction } from '../features/search/search-actions.server.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

const showsMap = (url: URL) => url.searchParams.get('view') === 'map'

/**
 * The list view's page of results for the URL's filters, search and position, read again when they change (the
 * map view reads its pins in the browser as the map moves, and no list), and the filters as checked.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = pageUrl(request)
  const [read, messages] = await Promise.all([
    showsMap(url)
      ? null
      : readAsVisitor(request, context, () =>
          searchProperties(searchFiltersOf(url.searchParams), listPositionOf(url.searchParams)),
        ),
    messagesFor(context, 'search'),
  ])
  return { read, filters: filtersRead(url.searchParams), messages }
}

/** "Save this search": the page's filters kept under the name given (features/search/search-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return saveSearchAction(request, context, await request.formData())
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'search')('title'))

/** A move of the map's view (its area, a filter) has no list to read: its pins are read in the browser. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname && showsMap(nextUrl)
    ? false
    : defaultShouldRevalidate

export default function AllProperties() {
  const { read, filters } = useLoaderData<typeof loader>()
  return <AllPropertiesPage read={read} filtersRead={filters} />
}
