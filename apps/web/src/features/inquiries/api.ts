import { type InquirySide, inquiryThreadDetailSchema, inquiryThreadSchema } from '@keyhaven/contract'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const INQUIRIES_PAGE_SIZE = 10

/** The caller's conversations on one side: those they started (buyer) or the leads on their listings (agent). */
export const fetchInquiries = (side: InquirySide, page: number) =>
  fetchPage('/inquiries', {
    item: inquiryThreadSchema,
    query: { as: side, page, limit: INQUIRIES_PAGE_SIZE },
  })

/** One conversation with its messages (a 404 or 403 when it is not the caller's). */
export const fetchInquiry = async (id: string) =>
  (await apiRequest(`/inquiries/${id}`, { schema: inquiryThreadDetailSchema })).data
