import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { agentPropertiesQuery, listingInsightQuery } from '../features/properties/api.ts'
import { MyPropertiesPage } from '../features/properties/my-properties-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/** The agent's listings of the page asked for, with each one's figures (views, saves, leads). */
export const loader = screenLoader(async (queryClient, { email, page }) => {
  // A failed read is left to the screen's error state, as prefetchQuery leaves it.
  const listings = await queryClient.fetchQuery(agentPropertiesQuery(email, page)).catch(() => null)
  if (listings)
    await queryClient.prefetchQuery(listingInsightQuery(listings.items.map((property) => property._id)))
}, 'agent')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('mine.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyPropertiesPage)
