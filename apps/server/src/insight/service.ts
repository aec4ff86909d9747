import { createHmac } from 'node:crypto'
import type { ListingInsight } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { findProperty, isPublicRow, isVisibleTo } from '../properties/queries.ts'
import { listingFigures, recordView } from './queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * Listing insight for agents (docs/decisions/0008): views counted by the details page's beacon, one per
 * visitor per UTC day, and each listing's views, saves and offers for its own agent.
 */
export function createInsightService(db: Database, secret: string) {
  /**
   * The visitor of a day as stored: a keyed hash of the person and the day, so the table can count visitors
   * but not name them, nor follow one person from day to day.
   */
  const visitorKey = (personId: string, day: string) =>
    createHmac('sha256', secret).update(`listing-view:${personId}:${day}`).digest('base64url')

  return {
    /**
     * A view of the listing's details. Only publicly listed listings collect views, and an agent's visits to
     * their own listing are not views; either is answered like a view already counted.
     */
    async view(caller: Caller, propertyId: string): Promise<{ counted: boolean }> {
      const row = await findProperty(db, propertyId)
      if (!row || !isVisibleTo(row, caller)) throw new ApiError(404, 'No property with this id')
      if (!isPublicRow(row) || row.agentId === caller.id) return { counted: false }
      const day = utcDay(Date.now())
      return { counted: await recordView(db, { propertyId, day, visitor: visitorKey(caller.id, day) }) }
    },

    /** The figures of those of the named listings that are the agent's own (others are left out). */
    async figures(caller: Caller, ids: string[]): Promise<ListingInsight[]> {
      return listingFigures(db, caller.id, ids, utcDay(Date.now() - 6 * DAY_MS))
    },
  }
}

export type InsightService = ReturnType<typeof createInsightService>
