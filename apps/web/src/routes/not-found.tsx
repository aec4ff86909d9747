import { data, type MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { NotFoundPage } from '../features/not-found/not-found-page.tsx'
import type { loader as rootLoader } from '../root.tsx'

/** Any address that is no screen of the app: the not-found page, with status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ location, matches }) =>
  pageMeta({
    title: 'Page not found · Keyhaven',
    description: 'This page does not exist on Keyhaven. Browse homes for sale and for rent instead.',
    path: location.pathname,
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    notFound: true,
  })

export default NotFoundPage
