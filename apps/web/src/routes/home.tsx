import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { HOME_DESCRIPTION, listedHome, pageMeta } from '../app/seo.ts'
import { pageContext } from '../app/server/dev-context.server.ts'
import { displayCurrencyOfRequest } from '../app/server/display-currency.server.ts'
import { asVisitor } from '../app/server/request-api.server.ts'
import {
  fetchAdvertisedProperties,
  fetchFeaturedAgents,
  fetchLatestReviews,
  type HomeLists,
} from '../features/home/api.ts'
import { withEstimates } from '../features/home/estimates.server.ts'
import { HomePage } from '../features/home/home-page.tsx'
import type { loader as rootLoader } from '../root.tsx'

export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeLists> {
  const orNull = <T,>(read: Promise<T>) => read.catch(() => null)
  const [lists, display] = await Promise.all([
    asVisitor(request, context, async () => {
      const [advertised, reviews, agents] = await Promise.all([
        orNull(fetchAdvertisedProperties()),
        orNull(fetchLatestReviews()),
        orNull(fetchFeaturedAgents()),
      ])
      return { advertised, reviews, agents }
    }),
    displayCurrencyOfRequest(request, context),
  ])
  const { currency } = pageContext(context).settings
  return { ...lists, advertised: lists.advertised && withEstimates(lists.advertised, display, currency) }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) =>
  pageMeta({
    title: 'Keyhaven: homes for sale and for rent',
    description: HOME_DESCRIPTION,
    path: '/',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    listings: (loaderData?.advertised ?? []).map(listedHome),
  })

export default function Home() {
  return <HomePage lists={useLoaderData<typeof loader>()} />
}
