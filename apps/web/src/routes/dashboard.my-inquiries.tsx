import { type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchInquiries } from '../features/inquiries/api.ts'
import { MyInquiriesPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchInquiries('buyer', page), 'buying')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('inquiries.buyer.title'))

export default function MyInquiries() {
  return <MyInquiriesPage read={useLoaderData<typeof loader>().read} />
}
