import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { readData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchInquiry } from '../features/inquiries/api.ts'
import { replyAction } from '../features/inquiries/inquiry-actions.server.ts'
import { MyInquiryPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/** The conversation comes with the page; its title is its listing's (read failed or not yours: 'Conversation'). */
export const loader = screenData(({ params }) => fetchInquiry(params.id ?? ''), 'buying')

/** A reply in the conversation (features/inquiries/inquiry-actions.server.ts); the loader then reads it again. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  replyAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(
    (loaderData && readData(loaderData.read)?.propertyTitle) ??
      metaT(matches, 'buying')('inquiries.conversation'),
  )

export default function MyInquiry() {
  return <MyInquiryPage read={useLoaderData<typeof loader>().read} />
}
