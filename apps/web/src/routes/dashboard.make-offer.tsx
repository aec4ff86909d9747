import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { readProperty, screenLoader } from '../app/server/screen-data.server.ts'
import { MakeOfferPage } from '../features/offers/make-offer-page.tsx'
import { makeOfferAction } from '../features/offers/offer-actions.server.ts'
import { myPropertyQuery } from '../features/properties/api.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/** The listing and the buyer's own offer on it (a pending one shows instead of the form) come with the page. */
export const loader = screenLoader(async (queryClient, { params }) => {
  const id = params.id ?? ''
  const [found] = await Promise.all([
    readProperty(queryClient, id),
    queryClient.prefetchQuery(myPropertyQuery(id)),
  ])
  return found
}, 'buying')

/** The offer: checked, read back, then sent (features/offers/offer-actions.server.ts). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  makeOfferAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(
    loaderData?.found === 'not-found'
      ? metaT(matches, 'common')('notFound.title')
      : metaT(matches, 'buying')('offer.title'),
  )

export const shouldRevalidate = notOnQueryChange

export default withServerData(MakeOfferPage)
