import { verificationStatusSchema } from '@keyhaven/contract'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { adminPropertiesQuery } from '../features/properties/api.ts'
import { ManagePropertiesPage } from '../features/properties/manage-properties-page.tsx'

export const loader = screenLoader((queryClient, { page, search }) =>
  queryClient.prefetchQuery(
    adminPropertiesQuery(verificationStatusSchema.safeParse(search.get('status')).data, '', page),
  ),
)

export const meta = () => screenMeta('Manage Properties')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManagePropertiesPage)
