import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { agentOffersQuery } from '../features/offers/api.ts'
import { offerDecisionAction } from '../features/offers/offer-decisions.server.ts'
import { RequestedOffersPage } from '../features/offers/requested-offers-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the buyer's offer status badges ('buying').
export const loader = screenLoader(
  (queryClient, { email, page }) => queryClient.prefetchQuery(agentOffersQuery(email, page)),
  'agent',
  'buying',
)

/** Accept or reject an offer, asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => offerDecisionAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('offers.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(RequestedOffersPage)
