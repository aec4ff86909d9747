import { type ActionFunctionArgs, type MetaFunction, useLoaderData, useParams } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchPaymentQuote, recordPaymentAction } from '../features/payments/payment-actions.server.ts'
import { PaymentPage } from '../features/payments/payment-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The quote (what is paid, for what, and whether it can be) comes with the page; the payment intent is made
// once the page is open (a post to routes/dashboard.payment-card.ts), for the provider's script that takes the
// card there.
export const loader = screenData(({ params }) => fetchPaymentQuote(params.offerId ?? ''), 'buying')

/** The payment the provider confirmed in the page, recorded. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  recordPaymentAction(request, context, params.offerId ?? '')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('payment.title'))

function Payment() {
  const { offerId = '' } = useParams()
  return <PaymentPage read={useLoaderData<typeof loader>().read} offerId={offerId} />
}

export default Payment
