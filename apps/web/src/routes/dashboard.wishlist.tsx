import { HydrationBoundary } from '@tanstack/react-query'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { prefetchFor } from '../app/server/page-data.server.ts'
import { sessionOf } from '../app/server/request-api.server.ts'
import { wishlistQuery } from '../features/wishlist/api.ts'
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx'
import { pageOf } from '../lib/use-page-param.ts'

/** The buyer's own wishlist, the page asked for, comes with the page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await sessionOf(request, context)
  const page = pageOf(new URL(request.url).searchParams)
  const { queries } = await prefetchFor(request, context, async (queryClient) => {
    if (session) await queryClient.prefetchQuery(wishlistQuery(session.user.email, page))
  })
  return { queries }
}

export const shouldRevalidate = notOnQueryChange

export default function Wishlist() {
  const { queries } = useLoaderData<typeof loader>()
  return (
    <HydrationBoundary state={queries}>
      <WishlistPage />
    </HydrationBoundary>
  )
}
