import { MAX_UPCOMING_OPEN_HOUSES, OPEN_HOUSE_HORIZON_DAYS, type OpenHouseInput } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { findProperty, isPublicRow } from '../properties/queries.ts'
import {
  countUpcoming,
  deleteOpenHouse,
  insertOpenHouse,
  lockListingForOpenHouse,
  overlapsUpcoming,
} from './queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export function createOpenHouseService(db: Database) {
  /** The caller's own listing; anyone else's answers like a missing one. */
  async function ownListing(caller: Caller, propertyId: string) {
    const row = await findProperty(db, propertyId)
    if (!row || row.agentId !== caller.id) throw new ApiError(404, 'No property with this id')
    return row
  }

  return {
    /**
     * A window in which anyone may come: on a listing on the market (public, not sold or let), in the future and
     * within the horizon, overlapping none of its other windows, at most MAX_UPCOMING_OPEN_HOUSES still to come.
     */
    async schedule(
      caller: Caller,
      propertyId: string,
      input: OpenHouseInput,
    ): Promise<{ insertedId: string }> {
      const listing = await ownListing(caller, propertyId)
      if (!isPublicRow(listing) || listing.isSold || listing.isLet) {
        throw new ApiError(409, 'Only a verified listing still on the market can hold an open house')
      }
      const now = new Date()
      const start = new Date(input.start)
      const end = new Date(input.end)
      if (start <= now) throw fieldError('start', 'An open house must start in the future')
      if (start.getTime() > now.getTime() + OPEN_HOUSE_HORIZON_DAYS * DAY_MS) {
        throw fieldError(
          'start',
          `An open house can be scheduled at most ${OPEN_HOUSE_HORIZON_DAYS} days ahead`,
        )
      }
      const insertedId = await db.transaction(async (tx) => {
        await lockListingForOpenHouse(tx, propertyId)
        if ((await countUpcoming(tx, propertyId, now)) >= MAX_UPCOMING_OPEN_HOUSES) {
          throw new ApiError(409, `A listing holds at most ${MAX_UPCOMING_OPEN_HOUSES} open houses to come`)
        }
        if (await overlapsUpcoming(tx, propertyId, start, end)) {
          throw new ApiError(409, 'This open house overlaps another one of the listing')
        }
        return insertOpenHouse(tx, { propertyId, startsAt: start, endsAt: end })
      })
      return { insertedId }
    },

    async cancel(caller: Caller, propertyId: string, openHouseId: string): Promise<void> {
      await ownListing(caller, propertyId)
      if (!(await deleteOpenHouse(db, propertyId, openHouseId))) {
        throw new ApiError(404, 'No open house with this id on the listing')
      }
    },
  }
}
