import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAwaitingPayment } from '../features/offers/api.ts'
import { AwaitingPaymentPage } from '../features/offers/awaiting-payment-page.tsx'
import { releaseOfferAction } from '../features/offers/offer-decisions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchAwaitingPayment(page), 'admin')

/** An accepted offer released, with the reason the buyer and the agent are told. */
export const action = ({ request, context }: ActionFunctionArgs) => releaseOfferAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('awaiting.title'))

export default function AwaitingPayment() {
  return <AwaitingPaymentPage read={useLoaderData<typeof loader>().read} />
}
