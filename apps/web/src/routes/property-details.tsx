import { HydrationBoundary } from '@tanstack/react-query'
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { prefetchFor } from '../app/server/page-data.server.ts'
import { PageWidth } from '../components/page.tsx'
import { PropertyNotFound } from '../components/property-not-found.tsx'
import { priceHistoryQuery, propertyQuery } from '../features/properties/api.ts'
import { PropertyDetailsPage } from '../features/properties/property-details-page.tsx'
import { propertyReviewsQuery } from '../features/reviews/api.ts'
import { isNotFound } from '../lib/api-client.ts'

/** The listing with its photos, reviews and price history comes with the page; an unknown id is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const { queries, found } = await prefetchFor(request, context, async (queryClient) => {
    try {
      await queryClient.fetchQuery(propertyQuery(id))
    } catch (error) {
      return isNotFound(error) ? 'not-found' : 'failed'
    }
    await Promise.all([
      queryClient.prefetchQuery(propertyReviewsQuery(id)),
      queryClient.prefetchQuery(priceHistoryQuery(id)),
    ])
    return 'found'
  })
  if (found === 'not-found') return data({ queries, notFound: true }, { status: 404 })
  return { queries, notFound: false }
}

export default function PropertyDetails() {
  const { queries, notFound } = useLoaderData<typeof loader>()
  if (notFound) {
    return (
      <PageWidth>
        <PropertyNotFound />
      </PageWidth>
    )
  }
  return (
    <HydrationBoundary state={queries}>
      <PropertyDetailsPage />
    </HydrationBoundary>
  )
}
