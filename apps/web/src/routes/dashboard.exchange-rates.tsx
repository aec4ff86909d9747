import { exchangeRatesSchema } from '@keyhaven/contract'
import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { asVisitor } from '../app/server/request-api.server.ts'
import { ExchangeRatesPage } from '../features/exchange-rates/exchange-rates-page.tsx'
import { uploadExchangeRatesAction } from '../features/exchange-rates/upload-action.server.ts'
import { apiRequest } from '../lib/api-client.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  asVisitor(
    request,
    context,
    async () => (await apiRequest('/exchange-rates', { schema: exchangeRatesSchema })).data,
  )

export const action = ({ request, context }: ActionFunctionArgs) =>
  uploadExchangeRatesAction(request, context)

export const meta = () => screenMeta('Manage exchange rates')

export default function ExchangeRates() {
  return <ExchangeRatesPage rates={useLoaderData<typeof loader>()} />
}
