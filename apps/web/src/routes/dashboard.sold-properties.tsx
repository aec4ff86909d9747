import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { agentTotalQuery, soldPropertiesQuery } from '../features/sales/api.ts'
import { SoldPropertiesPage } from '../features/sales/sold-properties-page.tsx'

export const loader = screenLoader((queryClient, { email, page }) =>
  Promise.all([
    queryClient.prefetchQuery(soldPropertiesQuery(email, page)),
    queryClient.prefetchQuery(agentTotalQuery(email)),
  ]),
)

export const meta = () => screenMeta('My Sold Properties')

export const shouldRevalidate = notOnQueryChange

export default withServerData(SoldPropertiesPage)
