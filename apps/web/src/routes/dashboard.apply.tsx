import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { ApplyPage } from '../features/applications/apply-page.tsx'
import { propertyQuery } from '../features/properties/api.ts'

export const loader = screenLoader((queryClient, { params }) =>
  queryClient.prefetchQuery(propertyQuery(params.id ?? '')),
)

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplyPage)
