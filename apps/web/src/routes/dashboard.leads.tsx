import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { inquiriesQuery } from '../features/inquiries/api.ts'
import { LeadsPage } from '../features/inquiries/inquiry-pages.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(inquiriesQuery('agent', page)),
)

export const meta = () => screenMeta('Leads')

export const shouldRevalidate = notOnQueryChange

export default withServerData(LeadsPage)
