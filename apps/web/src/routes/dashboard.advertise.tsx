import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { AdvertisePage } from '../features/properties/advertise-page.tsx'
import { adminPropertiesQuery } from '../features/properties/api.ts'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(adminPropertiesQuery('verified', '', page)),
)

export const meta = () => screenMeta('Advertise Property')

export const shouldRevalidate = notOnQueryChange

export default withServerData(AdvertisePage)
