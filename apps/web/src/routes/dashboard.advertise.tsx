import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { AdvertisePage } from '../features/properties/advertise-page.tsx'
import { adminPropertiesQuery } from '../features/properties/api.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(adminPropertiesQuery('verified', '', page)),
  'admin',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('advertise.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(AdvertisePage)
