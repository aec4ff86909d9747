import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { buyerOffersQuery } from '../features/offers/api.ts'
import { PropertyBoughtPage } from '../features/offers/property-bought-page.tsx'

export const loader = screenLoader((queryClient, { email, page }) =>
  queryClient.prefetchQuery(buyerOffersQuery(email, page)),
)

export const meta = () => screenMeta('My Offers')

export const shouldRevalidate = notOnQueryChange

export default withServerData(PropertyBoughtPage)
