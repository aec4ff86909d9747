import type { InquiryInput, InquirySide } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { lazy } from 'react'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

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

const sendInquiry = async ({ propertyId, input }: { propertyId: string; input: InquiryInput }) =>
  (
    await apiRequest(`/properties/${propertyId}/inquiries`, {
      method: 'POST',
      body: input,
      schema: schema('insertedIdSchema'),
    })
  ).data

const sendReply = async ({ id, message }: { id: string; message: string }) =>
  (
    await apiRequest(`/inquiries/${id}/replies`, {
      method: 'POST',
      body: { message },
      schema: schema('insertedIdSchema'),
    })
  ).data

type Sent = Awaited<ReturnType<typeof sendInquiry>>
export const useSendInquiry = (outcome: MutationOutcome<Sent, Parameters<typeof sendInquiry>[0]>) =>
  useApiMutation(sendInquiry, { ...outcome, refreshes: [INQUIRIES_KEY] })
export const useSendReply = (outcome: MutationOutcome<Sent, Parameters<typeof sendReply>[0]>) =>
  useApiMutation(sendReply, { ...outcome, refreshes: [INQUIRIES_KEY] })
