import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { inquiryQuery } from '../features/inquiries/api.ts'
import { MyInquiryPage } from '../features/inquiries/inquiry-pages.tsx'

/** The conversation comes with the page; its title is its listing's (read failed or not yours: 'Conversation'). */
export const loader = screenLoader((queryClient, { params }) =>
  queryClient
    .fetchQuery(inquiryQuery(params.id ?? ''))
    .then((thread) => thread.propertyTitle)
    .catch(() => undefined),
)

export const meta: MetaFunction<typeof loader> = ({ data }) => screenMeta(data?.found ?? 'Conversation')

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyInquiryPage)
