import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { inquiryQuery } from '../features/inquiries/api.ts'
import { MyInquiryPage } from '../features/inquiries/inquiry-pages.tsx'

export const loader = screenLoader((queryClient, { params }) =>
  queryClient.prefetchQuery(inquiryQuery(params.id ?? '')),
)

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyInquiryPage)
