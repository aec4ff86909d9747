import { type LifecycleResult, newPropertySchema, type RequestChanges } from '@keyhaven/contract'
import { and, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database, Transaction } from '../db/client.ts'
import { properties } from '../db/schema.ts'
import { ApiError, describeZodError } from '../http/errors.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import type { Notifier } from '../notifications/notifier.ts'
import {
  columnsOf,
  type ListingColumns,
  marketStatusOf,
  movableBy,
  refusalOf,
  requireMove,
  verificationOf,
} from './listing-states.ts'
import { findProperty, lockProperty, moveListing, offerStateOf } from './queries.ts'

// The listing lifecycle (docs/decisions/0018-listing-lifecycle.md): its agent's and the expiry job's moves, each
// allowed and written as the table of the listing's states says (listing-states.ts).

const DAY_MS = 86_400_000
/** How long before its expiry a listing's agent is told (once). */
export const EXPIRY_NOTICE_DAYS = 7
const EXPIRY_BATCH = 100

/** When a listed listing expires unless renewed; undefined for any other (a sale or let one never does). */
export function expiryOf(
  row: Parameters<typeof marketStatusOf>[0] & { listedAt: Date },
  listingDays: number,
) {
  return marketStatusOf(row) === 'active'
    ? new Date(row.listedAt.getTime() + listingDays * DAY_MS)
    : undefined
}

const NOT_FOUND = 'No property with this id'

export function createLifecycleService(
  db: Database,
  notifier: Notifier,
  { listingDays }: { listingDays: number },
) {
  /**
   * The caller's own listing, locked for the change, with its offer state: 404 when missing (or someone else's
   * draft, which no one else may know of), 403 when someone else's.
   */
  async function lockOwn(tx: Transaction, caller: Caller, id: string) {
    const row = await lockProperty(tx, id, 'no key update')
    if (!row || (row.agentId !== caller.id && row.listingStage === 'draft'))
      throw new ApiError(404, NOT_FOUND)
    if (row.agentId !== caller.id) throw new ApiError(403, 'You can only change your own properties')
    const state = await offerStateOf(tx, id)
    return { row, status: marketStatusOf({ ...row, ...state }) }
  }

  const write = (tx: Transaction, id: string, columns: ListingColumns) =>
    tx.update(properties).set(columns).where(eq(properties.id, id))

  return {
    /**
     * Sends a draft, or a listing withdrawn, expired or sent back for changes, to review, after every rule of a
     * new listing (newPropertySchema): a 400 names the first field to mend.
     */
    async submit(caller: Caller, id: string): Promise<LifecycleResult> {
      return db.transaction(async (tx) => {
        const { row, status } = await lockOwn(tx, caller, id)
        const { to, columns } = requireMove('submit', status, 'agent')
        const checked = newPropertySchema.safeParse({
          ...row,
          images: row.images.length > 0 ? row.images : undefined,
          // Plain numbers read back exactly, whatever the currency.
          priceRange: row.priceLow === null ? '' : `${row.priceLow} - ${row.priceHigh}`,
        })
        if (!checked.success) {
          const { message, field } = describeZodError(checked.error)
          throw new ApiError(400, message, undefined, field)
        }
        await write(tx, id, columns)
        return { marketStatus: to, verificationStatus: verificationOf(to) }
      })
    },

    /** An admin sends a listing in review back to its agent, who is told what to change. */
    async requestChanges(caller: Caller, id: string, { reason }: RequestChanges): Promise<LifecycleResult> {
      const sentBack = await notifier.transaction(async (tx, tell) => {
        // Made in one statement, from the one state the table allows it from (waiting for review).
        const { columns } = requireMove('requestChanges', 'pending', 'admin', reason)
        const listing = await moveListing(tx, id, movableBy('requestChanges'), columns)
        if (!listing) return undefined
        await recordAudit(tx, caller, 'property.changes_requested', listing.id, {
          reason,
          changes: { marketStatus: { from: 'pending', to: 'changes_requested' } },
        })
        if (listing.agentId)
          await tell.listingChangesRequested({ agentId: listing.agentId, title: listing.title }, reason)
        return listing
      })
      if (!sentBack) {
        const row = await findProperty(db, id)
        if (!row || row.listingStage === 'draft') throw new ApiError(404, NOT_FOUND)
        throw new ApiError(409, refusalOf('requestChanges', marketStatusOf(row)))
      }
      return { marketStatus: 'changes_requested', verificationStatus: 'pending' }
    },

    /**
     * Its agent takes an active listing off the market: off every public list, search, map and the
     * advertisement. Not while an offer on it is accepted (nor once sold or let).
     */
    async withdraw(caller: Caller, id: string): Promise<LifecycleResult> {
      return db.transaction(async (tx) => {
        const { status } = await lockOwn(tx, caller, id)
        const { to, columns } = requireMove('withdraw', status, 'agent')
        await write(tx, id, columns)
        return { marketStatus: to, verificationStatus: verificationOf(to) }
      })
    },

    /**
     * Its agent renews a listing: an active one (or one under offer) is listed for another LISTING_DAYS from
     * now; an expired one goes back to review, and its period starts again when it is verified.
     */
    async renew(caller: Caller, id: string): Promise<LifecycleResult> {
      return db.transaction(async (tx) => {
        const { status } = await lockOwn(tx, caller, id)
        const { to, columns } = requireMove('renew', status, 'agent')
        await write(tx, id, columns)
        return { marketStatus: to, verificationStatus: verificationOf(to) }
      })
    },

    /**
     * The expiry job's work: tells each agent, once, of listings that expire within EXPIRY_NOTICE_DAYS, and
     * expires those listed LISTING_DAYS ago (out of every public list and the advertisement; the agent is told).
     * A listing under contract or let does not expire. A batch at a time, each in its own transaction.
     */
    async expireDue(now: Date): Promise<{ noticed: number; expired: number }> {
      const expiredBefore = new Date(now.getTime() - listingDays * DAY_MS)
      const noticeFrom = new Date(expiredBefore.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)
      const due = (condition: SQL) =>
        db
          .select({ id: properties.id })
          .from(properties)
          .where(and(movableBy('expire'), condition))
          .limit(EXPIRY_BATCH)
          .for('update', { skipLocked: true })
      const total = { noticed: 0, expired: 0 }
      for (;;) {
        const noticed = await notifier.transaction(async (tx, tell) => {
          const rows = await tx
            .update(properties)
            .set({ expiryNoticeAt: now })
            .where(
              inArray(
                properties.id,
                due(
                  and(
                    lte(properties.listedAt, noticeFrom),
                    gt(properties.listedAt, expiredBefore),
                    isNull(properties.expiryNoticeAt),
                  ) as SQL,
                ),
              ),
            )
            .returning({
              agentId: properties.agentId,
              title: properties.title,
              listedAt: properties.listedAt,
            })
          for (const row of rows) {
            const expiresAt = new Date(row.listedAt.getTime() + listingDays * DAY_MS)
            if (row.agentId) await tell.listingExpiring({ agentId: row.agentId, title: row.title }, expiresAt)
          }
          return rows.length
        })
        total.noticed += noticed
        if (noticed < EXPIRY_BATCH) break
      }
      for (;;) {
        const expired = await notifier.transaction(async (tx, tell) => {
          const rows = await tx
            .update(properties)
            .set(columnsOf('expire', 'expired'))
            .where(inArray(properties.id, due(lte(properties.listedAt, expiredBefore))))
            .returning({ agentId: properties.agentId, title: properties.title })
          for (const row of rows) {
            if (row.agentId) await tell.listingExpired({ agentId: row.agentId, title: row.title })
          }
          return rows.length
        })
        total.expired += expired
        if (expired < EXPIRY_BATCH) break
      }
      return total
    },
  }
}

export type LifecycleService = ReturnType<typeof createLifecycleService>

/** Expires listings past LISTING_DAYS and gives the week's notice, hourly, in one instance at a time. */
export function listingExpiryJob(service: Pick<LifecycleService, 'expireDue'>): PeriodicJob {
  return {
    name: 'listing-expiry',
    intervalMs: 60 * 60_000,
    async run() {
      const { noticed, expired } = await service.expireDue(new Date())
      return noticed + expired > 0 ? { noticed, expired } : undefined
    },
  }
}
