import { type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchInquiries } from '../features/inquiries/api.ts'
import { LeadsPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// Leads are the buyer's inquiries seen from the agent's side: the same screen, its words in 'buying'.
export const loader = screenData(({ page }) => fetchInquiries('agent', page), 'buying')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('inquiries.agent.title'))

export default function Leads() {
  return <LeadsPage read={useLoaderData<typeof loader>().read} />
}
