import { z } from 'zod'
import { idSchema, paginationQuerySchema, text } from './common.ts'

/** How long one viewing lasts; free times are offered on this grid from each weekly window's start. */
export const VIEWING_MINUTES = 30
/** How far ahead viewings can be booked, and how much notice the agent gets. */
export const VIEWING_HORIZON_DAYS = 14
export const VIEWING_NOTICE_HOURS = 2
/** Open requests (requested or proposed) one person may hold per listing. */
export const MAX_OPEN_VIEWING_REQUESTS = 3
export const VIEWING_MESSAGE_MAX = 1000
export const VIEWING_REASON_MAX = 500

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

const clock = text({ error: 'must be a time HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'must be a time HH:MM (00:00 to 23:59)',
})
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export const weeklyWindowSchema = z
  .object({
    /** ISO weekday: Monday 1 ... Sunday 7. */
    day: z
      .number({ error: 'day must be a weekday number' })
      .int({ error: 'day must be a whole number from 1 (Monday) to 7 (Sunday)' })
      .min(1, { error: 'day must be from 1 (Monday) to 7 (Sunday)' })
      .max(7, { error: 'day must be from 1 (Monday) to 7 (Sunday)' }),
    start: clock,
    end: clock,
  })
  .refine(({ start, end }) => minutesOf(end) - minutesOf(start) >= VIEWING_MINUTES, {
    error: `end must be at least ${VIEWING_MINUTES} minutes after start`,
    path: ['end'],
  })
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>

/** An agent's viewing hours: weekly windows in their time zone, and whole days off. */
export const availabilitySchema = z
  .object({
    timeZone: text({ error: 'timeZone must be a time zone name' }).refine(isTimeZone, {
      error: 'timeZone must be an IANA time zone, e.g. Europe/London',
    }),
    weekly: z.array(weeklyWindowSchema, { error: 'weekly must be a list of windows' }).max(28, {
      error: 'weekly holds at most 28 windows',
    }),
    blockedDates: z
      .array(z.iso.date({ error: 'blockedDates must hold dates YYYY-MM-DD' }), {
        error: 'blockedDates must be a list of dates',
      })
      .max(366, { error: 'blockedDates holds at most 366 dates' })
      .refine((dates) => new Set(dates).size === dates.length, { error: 'blockedDates lists a date twice' }),
  })
  .meta({ id: 'ViewingAvailability' })
export type Availability = z.infer<typeof availabilitySchema>

export const viewingSlotSchema = z
  .object({ start: z.iso.datetime(), end: z.iso.datetime() })
  .meta({ id: 'ViewingSlot' })
export type ViewingSlot = z.infer<typeof viewingSlotSchema>
export const viewingSlotsSchema = z
  .object({
    /** The agent's time zone: the slots are instants (UTC), shown in this zone. */
    timeZone: z.string(),
    slots: z.array(viewingSlotSchema),
  })
  .meta({ id: 'ViewingSlots' })
export type ViewingSlots = z.infer<typeof viewingSlotsSchema>

export const viewingSlotsQuerySchema = z.object({
  from: z.iso.datetime({ error: 'from must be a date-time (ISO 8601, UTC)', offset: true }).optional(),
  to: z.iso.datetime({ error: 'to must be a date-time (ISO 8601, UTC)', offset: true }).optional(),
})

/**
 * requested: the buyer asked for a slot; proposed: the agent offered another time instead; confirmed: agreed.
 * declined and cancelled are closed. requested, proposed and confirmed hold their slot.
 */
export const VIEWING_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const
export const viewingStatusSchema = z.enum(VIEWING_STATUSES)
export type ViewingStatus = z.infer<typeof viewingStatusSchema>

export const viewingSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    title: z.string(),
    location: z.string(),
    image: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    agentName: z.string(),
    agentEmail: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    /** The agent's time zone, in which the viewing is shown. */
    timeZone: z.string(),
    status: viewingStatusSchema,
    message: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Viewing' })
export type Viewing = z.infer<typeof viewingSchema>

const instant = z.iso.datetime({ error: 'start must be a date-time (ISO 8601)', offset: true })

export const viewingInputSchema = z
  .object({
    propertyId: idSchema,
    start: instant,
    message: text({ multiline: true, error: 'message must be text' })
      .trim()
      .max(VIEWING_MESSAGE_MAX, { error: `message must be at most ${VIEWING_MESSAGE_MAX} characters` })
      .optional(),
  })
  .meta({ id: 'ViewingInput' })
export type ViewingInput = z.infer<typeof viewingInputSchema>

/** The agent confirms, declines or proposes; the buyer accepts a proposal; either cancels. */
export const VIEWING_ACTIONS = ['confirm', 'decline', 'propose', 'accept', 'cancel'] as const
export type ViewingAction = (typeof VIEWING_ACTIONS)[number]

export const viewingActionSchema = z
  .object({
    action: z.enum(VIEWING_ACTIONS, { error: `action must be one of ${VIEWING_ACTIONS.join(', ')}` }),
    start: instant.optional(),
    reason: text({ multiline: true, error: 'reason must be text' })
      .trim()
      .min(1, { error: 'reason cannot be empty' })
      .max(VIEWING_REASON_MAX, { error: `reason must be at most ${VIEWING_REASON_MAX} characters` })
      .optional(),
  })
  .meta({ id: 'ViewingAction' })
export type ViewingActionInput = z.infer<typeof viewingActionSchema>

export const VIEWING_SIDES = ['buyer', 'agent'] as const
export const viewingsQuerySchema = paginationQuerySchema.extend({
  as: z.enum(VIEWING_SIDES, { error: 'as must be buyer or agent' }).default('buyer'),
})
export type ViewingsQuery = z.infer<typeof viewingsQuerySchema>

/**
 * Whether a person has a private calendar feed of their confirmed viewings (as buyer and as agent), and since
 * when. Its address is never read back: only its digest is kept, so the address is shown once, when it is made.
 */
export const calendarFeedStatusSchema = z
  .object({ madeAt: z.string().nullable() })
  .meta({ id: 'CalendarFeedStatus' })
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>

/**
 * A newly made calendar feed: its address, which a calendar app subscribes to and anyone holding it can read.
 * This answer is the only time the address is given.
 */
export const newCalendarFeedSchema = z
  .object({ url: z.string(), madeAt: z.string() })
  .meta({ id: 'NewCalendarFeed' })
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>

/** A feed's token: 32 random bytes, base64url (what `/api/calendar/{token}.ics` takes). */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
