import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { readConversationTitle, screenLoader } from '../app/server/screen-data.server.ts'
import { LeadPage } from '../features/inquiries/inquiry-pages.tsx'

/** The conversation comes with the page; its title is its listing's (read failed or not yours: 'Conversation'). */
export const loader = screenLoader((queryClient, { params }) =>
  readConversationTitle(queryClient, params.id ?? ''),
)

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  screenMeta(loaderData?.found ?? 'Conversation')

export const shouldRevalidate = notOnQueryChange

export default withServerData(LeadPage)
