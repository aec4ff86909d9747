import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { readConversationTitle, screenLoader } from '../app/server/screen-data.server.ts'
import { replyAction } from '../features/inquiries/inquiry-actions.server.ts'
import { LeadPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/** The conversation comes with the page; its title is its listing's (read failed or not yours: 'Conversation'). */
// A lead is a buyer's conversation seen from the agent's side: the same screen, its words in 'buying'.
export const loader = screenLoader(
  (queryClient, { params }) => readConversationTitle(queryClient, params.id ?? ''),
  'buying',
)

/** A reply in the conversation (features/inquiries/inquiry-actions.server.ts); the loader then reads it again. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  replyAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(loaderData?.found ?? metaT(matches, 'buying')('inquiries.conversation'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(LeadPage)
