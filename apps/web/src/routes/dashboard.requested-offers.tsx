import type { ActionFunctionArgs } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { agentOffersQuery } from '../features/offers/api.ts'
import { offerDecisionAction } from '../features/offers/offer-decisions.server.ts'
import { RequestedOffersPage } from '../features/offers/requested-offers-page.tsx'

// The agent's list shares the buyer's offer status badges ('buying').
export const loader = screenLoader(
  (queryClient, { email, page }) => queryClient.prefetchQuery(agentOffersQuery(email, page)),
  'buying',
)

/** Accept or reject an offer, asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => offerDecisionAction(request, context)

export const meta = () => screenMeta('Offers Received')

export const shouldRevalidate = notOnQueryChange

export default withServerData(RequestedOffersPage)
