import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { listedHome, pageMeta } from '../app/seo.ts'
import { pageContext } from '../app/server/dev-context.server.ts'
import { displayCurrencyOfRequest } from '../app/server/display-currency.server.ts'
import { asVisitor } from '../app/server/request-api.server.ts'
import { fetchAdvertisedProperties, fetchFeaturedAgents, fetchLatestReviews } from '../features/home/api.ts'
import { withEstimates } from '../features/home/estimates.server.ts'
import { HomePage } from '../features/home/home-page.tsx'
import { messagesFor, serverT } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const orNull = <T,>(read: Promise<T>) => read.catch(() => null)
  const [lists, display, messages, t] = await Promise.all([
    asVisitor(request, context, async () => {
      const [advertised, reviews, agents] = await Promise.all([
        orNull(fetchAdvertisedProperties()),
        orNull(fetchLatestReviews()),
        orNull(fetchFeaturedAgents()),
      ])
      return { advertised, reviews, agents }
    }),
    displayCurrencyOfRequest(request, context),
    messagesFor(context, 'home'),
    serverT(context, 'common'),
  ])
  const { currency } = pageContext(context).settings
  const advertised = lists.advertised && withEstimates(lists.advertised, display, currency, t)
  return { ...lists, advertised, messages }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) => {
  const t = metaT(matches, 'home')
  return pageMeta({
    title: t('title'),
    description: t('description'),
    path: '/',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    listings: (loaderData?.advertised ?? []).map(listedHome),
  })
}

export default function Home() {
  return <HomePage lists={useLoaderData<typeof loader>()} />
}
