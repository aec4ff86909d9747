import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { paymentQuoteQuery } from '../features/payments/api.ts'
import { PaymentPage } from '../features/payments/payment-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The quote (what is paid, for what, and whether it can be) comes with the page; the payment intent is made in
// the browser only, once the page is open (each request would make another).
export const loader = screenLoader(
  (queryClient, { params }) => queryClient.prefetchQuery(paymentQuoteQuery(params.offerId ?? '')),
  'buying',
)

export const shouldRevalidate = notOnQueryChange

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('payment.title'))

export default withServerData(PaymentPage)
