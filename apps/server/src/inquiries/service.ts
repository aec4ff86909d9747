import {
  type InquiriesQuery,
  type InquiryInput,
  type InquiryMessage,
  type InquiryThread,
  type InquiryThreadDetail,
  type Page,
  viewingTimeProblem,
} from '@keyhaven/contract'
import { or } from 'drizzle-orm'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { enforceRateLimit } from '../http/rate-limit.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { isPublicRow } from '../properties/queries.ts'
import {
  findListing,
  findThread,
  insertMessage,
  leadsOf,
  listMessages,
  listThreads,
  type MessageRow,
  openThread,
  startedBy,
  type ThreadRow,
  touchThread,
} from './queries.ts'

// Who may do what: docs/decisions/0007-inquiries.md.

const RATE_WINDOW_SECONDS = 10 * 60
const NO_PROPERTY = 'No property with this id'
const NO_THREAD = 'No conversation with this id'

const toThread = (row: ThreadRow): InquiryThread => ({
  _id: row.id,
  propertyId: row.propertyId,
  propertyTitle: row.propertyTitle,
  propertyImage: row.propertyImage,
  buyerName: row.buyerName,
  agentName: row.agentName,
  lastMessage: row.lastMessage,
  lastFromAgent: row.lastFromAgent,
  messageCount: row.messageCount,
  lastMessageAt: row.lastMessageAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
})

const toMessage = (row: MessageRow): InquiryMessage => ({
  _id: row.id,
  authorName: row.authorName,
  fromAgent: row.fromAgent,
  body: row.body,
  phone: row.phone,
  viewingTimes: row.viewingTimes.map((time) => time.toISOString()),
  createdAt: row.createdAt.toISOString(),
})

/** A conversation goes on while its listing has an agent who may still take messages. */
const isOpen = (thread: ThreadRow) => thread.agentId !== null && thread.agentRole !== 'fraud'

export interface InquiryLimits {
  /** Messages one person may send as a buyer (new inquiries and their replies) per 10 minutes. */
  buyerMessages: number
  /** Replies one agent may send, all conversations together, per 10 minutes. */
  agentReplies: number
}

export function createInquiryService(db: Database, notifier: Notifier, limits: InquiryLimits) {
  /** Counts one message the caller sends, as a buyer or as the agent; 429 beyond that side's limit. */
  async function holdToRateLimit(caller: Caller, side: 'buyer' | 'agent') {
    const max = side === 'buyer' ? limits.buyerMessages : limits.agentReplies
    const key = side === 'buyer' ? `inquiry:${caller.id}` : `inquiry-agent:${caller.id}`
    const what = side === 'buyer' ? 'messages' : 'replies'
    await enforceRateLimit(
      db,
      key,
      { windowSeconds: RATE_WINDOW_SECONDS, max },
      `You have sent ${max} ${what} in the last 10 minutes, the most allowed. Please wait a few minutes and try again.`,
    )
  }

  return {
    /** Starts (or continues) the caller's conversation with the agent of a public listing. */
    async create(caller: Caller, propertyId: string, input: InquiryInput): Promise<{ insertedId: string }> {
      const viewingTimes = input.viewingTimes ?? []
      for (const time of viewingTimes) {
        const problem = viewingTimeProblem(time)
        if (problem) throw fieldError('viewingTimes', problem)
      }
      const listing = await findListing(db, propertyId)
      if (!listing) throw new ApiError(404, NO_PROPERTY)
      if (listing.agentId === caller.id) {
        throw new ApiError(403, 'You cannot send an inquiry about your own listing')
      }
      // Hidden exactly as the details page hides it: a pending, rejected or fraud agent's listing is not there.
      if (!isPublicRow(listing)) throw new ApiError(404, NO_PROPERTY)
      await holdToRateLimit(caller, 'buyer')
      const insertedId = await notifier.transaction(async (tx, tell) => {
        const threadId = await openThread(tx, listing.id, caller.id)
        await insertMessage(tx, {
          threadId,
          authorId: caller.id,
          authorName: caller.name,
          fromAgent: false,
          body: input.message,
          phone: input.phone ?? null,
          viewingTimes: viewingTimes.map((time) => new Date(time)),
        })
        await tell.inquiryReceived(listing.agentId, {
          threadId,
          title: listing.title,
          authorId: caller.id,
          authorName: caller.name,
          message: input.message,
        })
        return threadId
      })
      return { insertedId }
    },

    /** The caller's conversations: those they started, the leads on their listings, or (admins) all. */
    async list(caller: Caller, query: InquiriesQuery): Promise<Page<InquiryThread>> {
      const where =
        query.as === 'buyer'
          ? startedBy(caller.id)
          : query.as === 'agent'
            ? leadsOf(caller.id)
            : caller.role === 'admin'
              ? undefined
              : or(startedBy(caller.id), leadsOf(caller.id))
      return mapPage(await listThreads(db, where, offsetPage(query)), toThread)
    },

    /** One conversation with its messages: for its buyer, the listing's agent and admins. */
    async get(caller: Caller, id: string): Promise<InquiryThreadDetail> {
      const thread = await findThread(db, id)
      if (!thread) throw new ApiError(404, NO_THREAD)
      const isParty = caller.id === thread.buyerId || caller.id === thread.agentId
      if (!isParty && caller.role !== 'admin') {
        throw new ApiError(403, 'You can only read your own conversations')
      }
      const messages = await listMessages(db, id)
      return {
        ...toThread(thread),
        messages: messages.map(toMessage),
        canReply: isParty && isOpen(thread),
      }
    },

    /** A message from either party; the other one is told (each side held to its own rate limit). */
    async reply(caller: Caller, id: string, message: string): Promise<{ insertedId: string }> {
      const thread = await findThread(db, id)
      if (!thread) throw new ApiError(404, NO_THREAD)
      const fromAgent = caller.id === thread.agentId
      if (!fromAgent && caller.id !== thread.buyerId) {
        throw new ApiError(403, 'Only the buyer and the agent of the listing can write in this conversation')
      }
      if (!isOpen(thread)) {
        throw new ApiError(409, "This conversation is closed: the listing's agent no longer takes messages")
      }
      await holdToRateLimit(caller, fromAgent ? 'agent' : 'buyer')
      const insertedId = await notifier.transaction(async (tx, tell) => {
        const messageId = await insertMessage(tx, {
          threadId: id,
          authorId: caller.id,
          authorName: caller.name,
          fromAgent,
          body: message,
        })
        await touchThread(tx, id)
        // The buyer is e-mailed of an agent's reply at most once per conversation per 10 minutes; the rest of
        // a burst of answers is in the app (messages.ts).
        await tell.inquiryReply(fromAgent ? thread.buyerId : thread.agentId, !fromAgent, {
          threadId: id,
          title: thread.propertyTitle,
          authorId: caller.id,
          authorName: caller.name,
          message,
        })
        return messageId
      })
      return { insertedId }
    },
  }
}

export type InquiryService = ReturnType<typeof createInquiryService>
