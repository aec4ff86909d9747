import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { awaitingPaymentQuery } from '../features/offers/api.ts'
import { AwaitingPaymentPage } from '../features/offers/awaiting-payment-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(awaitingPaymentQuery(page)),
  'admin',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('awaiting.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(AwaitingPaymentPage)
