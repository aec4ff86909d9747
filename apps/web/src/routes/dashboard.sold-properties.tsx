import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { agentTotalQuery, soldPropertiesQuery } from '../features/sales/api.ts'
import { SoldPropertiesPage } from '../features/sales/sold-properties-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { email, page }) =>
    Promise.all([
      queryClient.prefetchQuery(soldPropertiesQuery(email, page)),
      queryClient.prefetchQuery(agentTotalQuery(email)),
    ]),
  'agent',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('sold.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(SoldPropertiesPage)
