import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAgentOffers } from '../features/offers/api.ts'
import { offerDecisionAction } from '../features/offers/offer-decisions.server.ts'
import { RequestedOffersPage } from '../features/offers/requested-offers-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the buyer's offer status badges ('buying').
export const loader = screenData(({ email, page }) => fetchAgentOffers(email, page), 'agent', 'buying')

/** Accept or reject an offer, asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => offerDecisionAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('offers.title'))

export default function RequestedOffers() {
  return <RequestedOffersPage read={useLoaderData<typeof loader>().read} />
}
