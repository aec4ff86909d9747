import { z } from 'zod'
import { paginationQuerySchema, text } from './common.ts'
import { MONEY_CEILING } from './money.ts'

/**
 * submitted and shortlisted are open (the agent has not decided, the renter may withdraw); accepted lets the
 * rental; declined and withdrawn are closed.
 */
export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'accepted', 'declined', 'withdrawn'] as const
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES)
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>
export const OPEN_APPLICATION_STATUSES = ['submitted', 'shortlisted'] as const satisfies ApplicationStatus[]

export const MIN_LEASE_MONTHS = 1
export const MAX_LEASE_MONTHS = 60
export const MAX_OCCUPANTS = 20
export const APPLICATION_MESSAGE_MAX = 2000
export const APPLICATION_REASON_MAX = 500
/** The latest move-in date an application may name, counted from today. */
export const MAX_MOVE_IN_DAYS = 365

export const rentalApplicationSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    title: z.string(),
    location: z.string(),
    image: z.string(),
    renterName: z.string(),
    renterEmail: z.string(),
    moveInDate: z.iso.date(),
    leaseMonths: z.number().int(),
    occupants: z.number().int(),
    monthlyIncome: z.number().nullable(),
    message: z.string(),
    status: applicationStatusSchema,
    /** The agent's reason for declining, or the renter's for withdrawing (null when none was given). */
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'RentalApplication' })
export type RentalApplication = z.infer<typeof rentalApplicationSchema>

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` })

/** What a renter sends; the renter, the rental and the status always come from the server. */
export const applicationInputSchema = z
  .object({
    moveInDate: z.iso.date({ error: 'Move-in date is required (YYYY-MM-DD)' }),
    leaseMonths: wholeNumber('Lease length in months', MIN_LEASE_MONTHS, MAX_LEASE_MONTHS),
    occupants: wholeNumber('Occupants', 1, MAX_OCCUPANTS),
    monthlyIncome: z
      .number({ error: 'Monthly income must be a number' })
      .nonnegative({ error: 'Monthly income cannot be negative' })
      .max(MONEY_CEILING, { error: 'Monthly income is too large' })
      .multipleOf(0.01, { error: 'Monthly income must have at most two decimals' })
      .optional(),
    message: text({ multiline: true, error: 'Message must be text' })
      .trim()
      .min(1, { error: 'Message is required: introduce yourself to the agent' })
      .max(APPLICATION_MESSAGE_MAX, {
        error: `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`,
      }),
  })
  .meta({ id: 'RentalApplicationInput' })
export type ApplicationInput = z.infer<typeof applicationInputSchema>

/** The agent shortlists, accepts or declines; the renter withdraws. */
export const APPLICATION_ACTIONS = ['shortlist', 'accept', 'decline', 'withdraw'] as const
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number]

export const applicationDecisionSchema = z
  .object({
    action: z.enum(APPLICATION_ACTIONS, { error: `action must be one of ${APPLICATION_ACTIONS.join(', ')}` }),
    reason: text({ multiline: true, error: 'Reason must be text' })
      .trim()
      .min(1, { error: 'Reason cannot be empty' })
      .max(APPLICATION_REASON_MAX, { error: `Reason must be at most ${APPLICATION_REASON_MAX} characters` })
      .optional(),
  })
  .meta({ id: 'RentalApplicationDecision' })
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>

export const APPLICATION_SIDES = ['renter', 'agent'] as const
export const applicationsQuerySchema = paginationQuerySchema.extend({
  as: z.enum(APPLICATION_SIDES, { error: 'as must be renter or agent' }).default('renter'),
})
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The move-in date's own rule, shared with the server: not before today (anywhere on Earth, as the buying date)
 * and at most MAX_MOVE_IN_DAYS ahead.
 */
export function moveInDateProblem(date: string, now: Date = new Date()): string | null {
  const time = now.getTime()
  if (date < isoDay(time - 12 * HOUR_MS)) return 'Move-in date cannot be in the past'
  if (date > isoDay(time + 14 * HOUR_MS + MAX_MOVE_IN_DAYS * DAY_MS)) {
    return `Move-in date must be within ${MAX_MOVE_IN_DAYS} days from today`
  }
  return null
}
