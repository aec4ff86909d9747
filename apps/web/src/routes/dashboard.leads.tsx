import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { inquiriesQuery } from '../features/inquiries/api.ts'
import { LeadsPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// Leads are the buyer's inquiries seen from the agent's side: the same screen, its words in 'buying'.
export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(inquiriesQuery('agent', page)),
  'buying',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('inquiries.agent.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(LeadsPage)
