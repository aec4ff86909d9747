import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchOfferedListing } from '../features/offers/api.ts'
import { MakeOfferPage } from '../features/offers/make-offer-page.tsx'
import { makeOfferAction } from '../features/offers/offer-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/** The listing and the buyer's own offer on it (a pending one shows instead of the form) come with the page. */
export const loader = screenData(({ params }) => fetchOfferedListing(params.id ?? ''), 'buying')

/**
 * The offer: checked, read back, then sent; or the pending one withdrawn, asked first
 * (features/offers/offer-actions.server.ts).
 */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  makeOfferAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(
    loaderData && 'failed' in loaderData.read && loaderData.read.failed === 'not-found'
      ? metaT(matches, 'common')('notFound.title')
      : metaT(matches, 'buying')('offer.title'),
  )

export default function MakeOffer() {
  return <MakeOfferPage read={useLoaderData<typeof loader>().read} />
}
