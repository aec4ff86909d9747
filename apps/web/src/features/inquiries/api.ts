import type { InquirySide } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { lazy } from 'react'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

const schema = schemasFrom(() => import('./schemas.ts'))

export const INQUIRIES_PAGE_SIZE = 10
const INQUIRIES_KEY = ['inquiries'] as const

/** The Contact agent form, loaded only when a details page shows it (keeps that page light). */
export const ContactAgent = lazy(async () => ({
  default: (await import('./contact-agent-form.tsx')).ContactAgentForm,
}))

/** The caller's conversations on one side: those they started (buyer) or the leads on their listings (agent). */
export const inquiriesQuery = (side: InquirySide, page: number) =>
  queryOptions({
    queryKey: [...INQUIRIES_KEY, 'list', { side, page }],
    queryFn: ({ signal }) =>
      fetchPage('/inquiries', {
        item: schema('inquiryThreadSchema'),
        query: { as: side, page, limit: INQUIRIES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: [...INQUIRIES_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/inquiries/${id}`, { schema: schema('inquiryThreadDetailSchema'), signal })).data,
  })
