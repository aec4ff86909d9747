import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { inquiriesQuery } from '../features/inquiries/api.ts'
import { MyInquiriesPage } from '../features/inquiries/inquiry-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(inquiriesQuery('buyer', page)),
  'buying',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('inquiries.buyer.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyInquiriesPage)
