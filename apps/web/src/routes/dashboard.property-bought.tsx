import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchBuyerOffers } from '../features/offers/api.ts'
import { withdrawOfferAction } from '../features/offers/offer-actions.server.ts'
import { PropertyBoughtPage } from '../features/offers/property-bought-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ email, page }) => fetchBuyerOffers(email, page), 'buying')

/** A pending offer withdrawn, asked first. */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  withdrawOfferAction(request, context, await request.formData())

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('offer.myOffers'))

export default function PropertyBought() {
  return <PropertyBoughtPage read={useLoaderData<typeof loader>().read} />
}
