import { type MetaFunction, useLoaderData } from 'react-router'
import { withQueryCache } from '../app/query-cache.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAgentTotal, fetchSoldProperties } from '../features/sales/api.ts'
import { SoldPropertiesPage } from '../features/sales/sold-properties-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/** The agent's sales of the page asked for, and their total, which says it is unavailable when its read failed. */
export const loader = screenData(async ({ email, page }) => {
  const [sold, total] = await Promise.all([
    fetchSoldProperties(email, page),
    fetchAgentTotal(email).catch(() => null),
  ])
  return { sold, total }
}, 'agent')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('sold.title'))

function SoldProperties() {
  return <SoldPropertiesPage read={useLoaderData<typeof loader>().read} />
}

export default withQueryCache(SoldProperties)
