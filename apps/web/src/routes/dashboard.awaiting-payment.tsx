import { type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAwaitingPayment } from '../features/offers/api.ts'
import { AwaitingPaymentPage } from '../features/offers/awaiting-payment-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchAwaitingPayment(page), 'admin')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('awaiting.title'))

export default function AwaitingPayment() {
  return <AwaitingPaymentPage read={useLoaderData<typeof loader>().read} />
}
