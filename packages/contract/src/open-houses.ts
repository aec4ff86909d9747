import { z } from 'zod'

/** An open house lasts at least this long and at most this long, and is scheduled this far ahead at most. */
export const OPEN_HOUSE_MIN_MINUTES = 30
export const OPEN_HOUSE_MAX_HOURS = 12
export const OPEN_HOUSE_HORIZON_DAYS = 90
/** Windows still to come that one listing may hold. */
export const MAX_UPCOMING_OPEN_HOUSES = 10
/** All Properties' "open house within N days": N from 1 to this. */
export const OPEN_HOUSE_FILTER_MAX_DAYS = 30

export const openHouseSchema = z
  .object({
    _id: z.uuid(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
  })
  .meta({ id: 'OpenHouse' })
export type OpenHouse = z.infer<typeof openHouseSchema>

const instant = (field: string) =>
  z.iso.datetime({ error: `${field} must be a date-time (ISO 8601)`, offset: true })

export const openHouseInputSchema = z
  .object({ start: instant('start'), end: instant('end') })
  .superRefine(({ start, end }, ctx) => {
    const minutes = (Date.parse(end) - Date.parse(start)) / 60_000
    if (minutes < OPEN_HOUSE_MIN_MINUTES || minutes > OPEN_HOUSE_MAX_HOURS * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `An open house lasts from ${OPEN_HOUSE_MIN_MINUTES} minutes to ${OPEN_HOUSE_MAX_HOURS} hours`,
      })
    }
  })
  .meta({ id: 'OpenHouseInput' })
export type OpenHouseInput = z.infer<typeof openHouseInputSchema>

/** Listings with an open house that has not ended and starts within this many days (1 to 30). */
export const openHouseWithinDaysField = z.coerce
  .number({ error: `openHouseWithinDays must be a whole number from 1 to ${OPEN_HOUSE_FILTER_MAX_DAYS}` })
  .int({ error: `openHouseWithinDays must be a whole number from 1 to ${OPEN_HOUSE_FILTER_MAX_DAYS}` })
  .min(1, { error: `openHouseWithinDays must be a whole number from 1 to ${OPEN_HOUSE_FILTER_MAX_DAYS}` })
  .max(OPEN_HOUSE_FILTER_MAX_DAYS, {
    error: `openHouseWithinDays must be a whole number from 1 to ${OPEN_HOUSE_FILTER_MAX_DAYS}`,
  })
