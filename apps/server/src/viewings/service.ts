import {
  type Availability,
  MAX_OPEN_VIEWING_REQUESTS,
  type Page,
  VIEWING_MINUTES,
  type Viewing,
  type ViewingActionInput,
  type ViewingInput,
  type ViewingSlots,
  type ViewingsQuery,
} from '@keyhaven/contract'
import { digestOfBearerSecret, newBearerSecret } from '../auth/bearer-secret.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database, Transaction } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import type { Notifier, Tell } from '../notifications/notifier.ts'
import { findProperty, isPublicRow } from '../properties/queries.ts'
import {
  calendarViewingsOf,
  claimDueReminders,
  countOpenRequests,
  findAvailability,
  findFeedMadeAt,
  findFeedOwner,
  findViewing,
  insertViewing,
  listViewings,
  lockRequestsOf,
  moveViewing,
  type OpenHouseRow,
  ofAgent,
  ofBuyer,
  openHousesOf,
  replaceFeedToken,
  saveAvailability,
  takenStarts,
  toViewing,
  type ViewingRow,
} from './queries.ts'
import { bookableWindow, freeSlots } from './slots.ts'

/** The index that allows one request, proposal or confirmed viewing per slot of an agent (db/schema.ts). */
export const ONE_PER_SLOT_INDEX = 'viewings_one_per_slot'
export const SLOT_NOT_FREE = 'This time is not free: choose another of the free viewing times.'
const NO_AVAILABILITY: Availability = { timeZone: 'UTC', weekly: [], blockedDates: [] }
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const REMINDER_AHEAD_MS = 24 * HOUR_MS
/** A feed shows the past month too (a viewing just held stays visible), and at most this many of each kind. */
const FEED_PAST_MS = 30 * 24 * HOUR_MS
const FEED_MAX_EVENTS = 500

type ViewingStatus = Viewing['status']
type Action = ViewingActionInput['action']

/**
 * Who may take each step, from which statuses. The agent answers a request (confirm, decline, propose another
 * time); the buyer accepts a proposal; the buyer cancels anything still held, the agent a confirmed viewing.
 */
const STEPS: Record<
  Action,
  { agent?: readonly ViewingStatus[]; buyer?: readonly ViewingStatus[]; to: ViewingStatus }
> = {
  confirm: { agent: ['requested'], to: 'confirmed' },
  decline: { agent: ['requested', 'proposed'], to: 'declined' },
  propose: { agent: ['requested'], to: 'proposed' },
  accept: { buyer: ['proposed'], to: 'confirmed' },
  cancel: { agent: ['confirmed'], buyer: ['requested', 'proposed', 'confirmed'], to: 'cancelled' },
}

const factsOf = (row: ViewingRow, change: { start?: Date; reason?: string | null } = {}) => ({
  viewingId: row.viewing.id,
  buyerId: row.viewing.buyerId,
  agentId: row.viewing.agentId,
  buyerName: row.buyerName,
  agentName: row.agentName,
  title: row.title,
  start: change.start ?? row.viewing.startsAt,
  timeZone: row.timeZone,
  reason: change.reason ?? null,
  wasConfirmed: row.viewing.confirmedAt !== null,
})

export function createViewingService(db: Database, notifier: Notifier) {
  /** Whether `start` is one of the agent's free slots now (the unique index decides a race for it). */
  async function isFreeSlot(source: Database | Transaction, agentId: string, start: Date) {
    const availability = await findAvailability(source, agentId)
    if (!availability) return false
    const window = bookableWindow(new Date(), start, new Date(start.getTime() + MINUTE_MS))
    if (window.from.getTime() !== start.getTime()) return false
    const taken = await takenStarts(source, agentId, window.from, window.to)
    return freeSlots(availability, window, taken).some((slot) => Date.parse(slot.start) === start.getTime())
  }

  /** A listing the public may see (anything else answers like a missing one). */
  async function publicListing(propertyId: string) {
    const row = await findProperty(db, propertyId)
    if (!row || !isPublicRow(row) || !row.agentId) throw new ApiError(404, 'No property with this id')
    return { ...row, agentId: row.agentId }
  }

  const slotTaken = (error: unknown) => {
    if (isUniqueViolation(error, ONE_PER_SLOT_INDEX)) throw new ApiError(409, SLOT_NOT_FREE)
    throw error
  }

  return {
    async availability(caller: Caller): Promise<Availability> {
      return (await findAvailability(db, caller.id)) ?? NO_AVAILABILITY
    },

    async saveAvailability(caller: Caller, availability: Availability): Promise<Availability> {
      const sorted = {
        ...availability,
        weekly: [...availability.weekly].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start)),
        blockedDates: [...availability.blockedDates].sort(),
      }
      await saveAvailability(db, caller.id, sorted)
      return sorted
    },

    /** The listing's agent's free slots, within the notice and the horizon, narrowed by `from` and `to`. */
    async slots(propertyId: string, query: { from?: string; to?: string }): Promise<ViewingSlots> {
      const from = query.from ? new Date(query.from) : undefined
      const to = query.to ? new Date(query.to) : undefined
      if (from && to && to <= from) throw fieldError('to', 'must be after from')
      const listing = await publicListing(propertyId)
      const availability = await findAvailability(db, listing.agentId)
      if (!availability) return { timeZone: NO_AVAILABILITY.timeZone, slots: [] }
      const window = bookableWindow(new Date(), from, to)
      if (window.to <= window.from) return { timeZone: availability.timeZone, slots: [] }
      const taken = await takenStarts(db, listing.agentId, window.from, window.to)
      return { timeZone: availability.timeZone, slots: freeSlots(availability, window, taken) }
    },

    /** A buyer's request for a free slot: held at once (requested) until the agent answers. */
    async book(caller: Caller, input: ViewingInput): Promise<{ insertedId: string }> {
      const start = new Date(input.start)
      const listing = await publicListing(input.propertyId)
      const insertedId = await notifier
        .transaction(async (tx, tell) => {
          await lockRequestsOf(tx, caller.id, listing.id)
          if ((await countOpenRequests(tx, caller.id, listing.id)) >= MAX_OPEN_VIEWING_REQUESTS) {
            throw new ApiError(
              409,
              `You already have ${MAX_OPEN_VIEWING_REQUESTS} open viewing requests for this listing: wait for the agent's answer or cancel one.`,
            )
          }
          if (!(await isFreeSlot(tx, listing.agentId, start))) throw new ApiError(409, SLOT_NOT_FREE)
          const id = await insertViewing(tx, {
            propertyId: listing.id,
            buyerId: caller.id,
            agentId: listing.agentId,
            startsAt: start,
            endsAt: new Date(start.getTime() + VIEWING_MINUTES * MINUTE_MS),
            message: input.message || null,
          })
          const row = await findViewing(tx, id)
          if (row) await tell.viewingToAgent(factsOf(row), 'requested')
          return id
        })
        .catch(slotTaken)
      return { insertedId }
    },

    async list(caller: Caller, query: ViewingsQuery): Promise<Page<Viewing>> {
      if (query.as === 'agent' && caller.role !== 'agent') {
        throw new ApiError(403, 'Only agents see the viewings of their listings')
      }
      const where = query.as === 'agent' ? ofAgent(caller.id) : ofBuyer(caller.id)
      return mapPage(await listViewings(db, where, offsetPage(query)), toViewing)
    },

    /** One viewing, for its buyer or its agent (anyone else: 404). */
    async get(caller: Caller, viewingId: string): Promise<ViewingRow> {
      const row = await findViewing(db, viewingId)
      if (!row || (row.viewing.buyerId !== caller.id && row.viewing.agentId !== caller.id)) {
        throw new ApiError(404, 'No viewing with this id')
      }
      return row
    },

    /** One step of the viewing's state machine (STEPS), telling the other party. */
    async act(caller: Caller, viewingId: string, input: ViewingActionInput): Promise<Viewing> {
      const row = await this.get(caller, viewingId)
      const side = row.viewing.agentId === caller.id ? 'agent' : 'buyer'
      const { action, reason } = input
      const step = STEPS[action]
      const from = step[side]
      if (!from) {
        throw new ApiError(403, `Only the ${side === 'agent' ? 'buyer' : 'agent'} can ${action} this viewing`)
      }
      if (action === 'propose' && !input.start)
        throw fieldError('start', 'is required to propose another time')
      if (action !== 'propose' && input.start)
        throw fieldError('start', `is only given to propose, not to ${action}`)
      if ((action === 'decline' || action === 'cancel') && !reason) {
        throw fieldError('reason', `is required to ${action}: the other party is told why`)
      }
      if (reason && action !== 'decline' && action !== 'cancel') {
        throw fieldError('reason', `is only given to decline or cancel, not to ${action}`)
      }
      const start = input.start ? new Date(input.start) : undefined
      await notifier
        .transaction(async (tx, tell: Tell) => {
          if (start && !(await isFreeSlot(tx, row.viewing.agentId, start)))
            throw new ApiError(409, SLOT_NOT_FREE)
          const moved = await moveViewing(tx, viewingId, from, {
            status: step.to,
            reason: reason ?? null,
            ...(start && {
              startsAt: start,
              endsAt: new Date(start.getTime() + VIEWING_MINUTES * MINUTE_MS),
            }),
          })
          if (!moved) {
            const current = await findViewing(tx, viewingId)
            throw new ApiError(
              409,
              `This viewing is ${current?.viewing.status ?? row.viewing.status}: it cannot be ${PAST[action]} now`,
            )
          }
          const facts = factsOf(row, { ...(start && { start }), reason: reason ?? null })
          if (side === 'buyer') {
            await tell.viewingToAgent(facts, action === 'accept' ? 'confirmed' : 'cancelled')
          } else {
            await tell.viewingToBuyer(facts, step.to as 'confirmed' | 'declined' | 'proposed' | 'cancelled')
          }
        })
        .catch(slotTaken)
      const updated = await findViewing(db, viewingId)
      if (!updated) throw new ApiError(404, 'No viewing with this id')
      return toViewing(updated)
    },

    /** When the caller made their calendar feed, if they did (its address is never read back). */
    async feedMadeAt(caller: Caller): Promise<Date | undefined> {
      return findFeedMadeAt(db, caller.id)
    },

    /** A new feed token for the caller; the previous one stops working at once. Only its digest is kept. */
    async rotateFeedToken(caller: Caller): Promise<{ token: string; madeAt: Date }> {
      const token = newBearerSecret()
      const madeAt = await replaceFeedToken(db, caller.id, digestOfBearerSecret(token))
      return { token, madeAt }
    },

    /**
     * What the feed's owner has on calendars: their viewings as buyer and as agent (confirmed, or cancelled after
     * they were confirmed) and the open houses of their listings; an unknown token: 404.
     */
    async feed(token: string): Promise<{ viewings: ViewingRow[]; openHouses: OpenHouseRow[] }> {
      const owner = await findFeedOwner(db, digestOfBearerSecret(token))
      if (!owner) throw new ApiError(404, 'No calendar feed at this address')
      const since = new Date(Date.now() - FEED_PAST_MS)
      const [viewings, openHouses] = await Promise.all([
        calendarViewingsOf(db, owner, since, FEED_MAX_EVENTS),
        openHousesOf(db, owner, since, FEED_MAX_EVENTS),
      ])
      return { viewings, openHouses }
    },

    /** Reminds both parties of the confirmed viewings of the next 24 hours, each once (the reminder job). */
    async sendReminders(now: Date): Promise<number> {
      return notifier.transaction(async (tx, tell) => {
        const due = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_AHEAD_MS))
        for (const row of due) await tell.viewingReminder(factsOf(row))
        return due.length
      })
    },
  }
}

const PAST: Record<Action, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  propose: 'moved to another time',
  accept: 'accepted',
  cancel: 'cancelled',
}

/** Reminds the parties of tomorrow's confirmed viewings every 5 minutes, in one instance at a time. */
export function viewingReminderJob(
  service: Pick<ReturnType<typeof createViewingService>, 'sendReminders'>,
): PeriodicJob {
  return {
    name: 'viewing-reminders',
    intervalMs: 5 * 60_000,
    async run() {
      const reminded = await service.sendReminders(new Date())
      return reminded > 0 ? { reminded } : undefined
    },
  }
}
