import { z } from 'zod'
import { paginationQuerySchema, text } from './common.ts'
import { MAX_INQUIRY_MESSAGE_LENGTH, MAX_VIEWING_DAYS_AHEAD, MAX_VIEWING_TIMES } from './inquiry-limits.ts'

// Contact the agent: one conversation per buyer and listing (docs/decisions/0007-inquiries.md).

const messageField = text({ multiline: true, error: 'message is required' })
  .trim()
  .min(1, { error: 'message is required' })
  .max(MAX_INQUIRY_MESSAGE_LENGTH, {
    error: `message must be at most ${MAX_INQUIRY_MESSAGE_LENGTH} characters`,
  })

/** Digits with the usual separators, an optional leading +; 6 to 20 digits in all. */
export const PHONE_PATTERN = /^\+?\d(?:[\d ().-]*\d)?$/
const phoneField = text({ error: 'phone must be a phone number' })
  .trim()
  .max(30, { error: 'phone must be at most 30 characters' })
  .refine(
    (phone) => {
      const digits = phone.replace(/\D/g, '').length
      return PHONE_PATTERN.test(phone) && digits >= 6 && digits <= 20
    },
    { error: 'phone must be a phone number (digits, spaces, +, -, parentheses)' },
  )

/**
 * A proposed viewing's own rule, shared with the form: in the future and at most MAX_VIEWING_DAYS_AHEAD away.
 * Checked apart from the schema because it depends on the clock.
 */
export function viewingTimeProblem(iso: string, now: Date = new Date()): string | null {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return 'Viewing time is not a date and time'
  if (time <= now.getTime()) return 'Viewing times must be in the future'
  if (time > now.getTime() + MAX_VIEWING_DAYS_AHEAD * 24 * 60 * 60 * 1000) {
    return `Viewing times must be within ${MAX_VIEWING_DAYS_AHEAD} days`
  }
  return null
}

/** What a signed-in person sends from a listing's details page. */
export const inquiryInputSchema = z
  .object({
    message: messageField,
    phone: phoneField.optional(),
    viewingTimes: z
      .array(z.iso.datetime({ offset: true, error: 'viewingTimes must be ISO date-times' }), {
        error: 'viewingTimes must be a list of ISO date-times',
      })
      .max(MAX_VIEWING_TIMES, { error: `viewingTimes: at most ${MAX_VIEWING_TIMES} viewing times` })
      .optional(),
  })
  .meta({ id: 'InquiryInput' })
export type InquiryInput = z.infer<typeof inquiryInputSchema>

export const inquiryReplyInputSchema = z.object({ message: messageField }).meta({ id: 'InquiryReplyInput' })
export type InquiryReplyInput = z.infer<typeof inquiryReplyInputSchema>

/** Which of the caller's conversations to list: those they started (buyer) or the leads on their listings. */
export const INQUIRY_SIDES = ['buyer', 'agent'] as const
export type InquirySide = (typeof INQUIRY_SIDES)[number]
export const inquiriesQuerySchema = paginationQuerySchema.extend({
  as: z.enum(INQUIRY_SIDES, { error: 'as must be buyer or agent' }).optional(),
})
export type InquiriesQuery = z.infer<typeof inquiriesQuerySchema>

/** One conversation in a list: the listing, the two parties and the latest message. */
export const inquiryThreadSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    propertyTitle: z.string(),
    propertyImage: z.string(),
    buyerName: z.string(),
    agentName: z.string().nullable(),
    /** The latest message (its first characters) and who wrote it. */
    lastMessage: z.string(),
    lastFromAgent: z.boolean(),
    messageCount: z.number().int(),
    lastMessageAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'InquiryThread' })
export type InquiryThread = z.infer<typeof inquiryThreadSchema>

export const inquiryMessageSchema = z
  .object({
    _id: z.uuid(),
    authorName: z.string(),
    /** Written by the listing's agent (else by the buyer). */
    fromAgent: z.boolean(),
    /** Plain text: clients show it as text, never as HTML. */
    body: z.string(),
    phone: z.string().nullable(),
    viewingTimes: z.array(z.iso.datetime()),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'InquiryMessage' })
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>

export const inquiryThreadDetailSchema = inquiryThreadSchema
  .extend({
    messages: z.array(inquiryMessageSchema),
    /** Whether the caller is one of the two parties and the conversation can go on. */
    canReply: z.boolean(),
  })
  .meta({ id: 'InquiryThreadDetail' })
export type InquiryThreadDetail = z.infer<typeof inquiryThreadDetailSchema>
