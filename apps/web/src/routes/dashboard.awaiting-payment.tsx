import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { awaitingPaymentQuery } from '../features/offers/api.ts'
import { AwaitingPaymentPage } from '../features/offers/awaiting-payment-page.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(awaitingPaymentQuery(page)),
)

export const meta = () => screenMeta('Awaiting Payment')

export const shouldRevalidate = notOnQueryChange

export default withServerData(AwaitingPaymentPage)
