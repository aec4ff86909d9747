import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { buyerOffersQuery } from '../features/offers/api.ts'
import { PropertyBoughtPage } from '../features/offers/property-bought-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { email, page }) => queryClient.prefetchQuery(buyerOffersQuery(email, page)),
  'buying',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('offer.myOffers'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(PropertyBoughtPage)
