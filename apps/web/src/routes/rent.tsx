import { HydrationBoundary } from '@tanstack/react-query'
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { listedHome, pageMeta } from '../app/seo.ts'
import { prefetchFor } from '../app/server/page-data.server.ts'
import { pageUrl } from '../app/server/page-url.server.ts'
import { rentPageQuery } from '../features/rent/api.ts'
import { RentPage } from '../features/rent/rent-page.tsx'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ queries, found }, messages] = await Promise.all([
    prefetchFor(request, context, async (queryClient) => {
      const page = await queryClient
        .fetchQuery(rentPageQuery(pageUrl(request).searchParams))
        .catch(() => null)
      return page?.items ?? []
    }),
    messagesFor(context, 'search'),
  ])
  return { queries, listed: found.map(listedHome), messages }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) => {
  const t = metaT(matches, 'search')
  return pageMeta({
    title: t('rent.title'),
    description: t('rent.description'),
    path: '/rentProperties',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    listings: loaderData?.listed ?? [],
  })
}

export const shouldRevalidate = notOnQueryChange

export default function Rent() {
  const { queries } = useLoaderData<typeof loader>()
  return (
    <HydrationBoundary state={queries}>
      <RentPage />
    </HydrationBoundary>
  )
}
