import { exchangeRatesSchema } from '@keyhaven/contract'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { asVisitor } from '../app/server/request-api.server.ts'
import { ExchangeRatesPage } from '../features/exchange-rates/exchange-rates-page.tsx'
import { uploadExchangeRatesAction } from '../features/exchange-rates/upload-action.server.ts'
import { apiRequest } from '../lib/api-client.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [rates, messages] = await Promise.all([
    asVisitor(
      request,
      context,
      async () => (await apiRequest('/exchange-rates', { schema: exchangeRatesSchema })).data,
    ),
    messagesFor(context, 'admin'),
  ])
  return { rates, messages }
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  uploadExchangeRatesAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('rates.title'))

export default function ExchangeRates() {
  return <ExchangeRatesPage rates={useLoaderData<typeof loader>().rates} />
}
