import {
  availabilitySchema,
  deletedCountSchema,
  insertedIdSchema,
  type OpenHouse,
  propertySchema,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { serverDateFormat } from '../../lib/dates.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The form's rules, in the page's language: a day, from and to on that day, in a time zone. */
function openHouseFormSchema(t: Translate<'listing'>) {
  const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: t('openHouses.chooseTime') })
  return z
    .object({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('openHouses.chooseDay') }),
      from: clock,
      to: clock,
      timeZone: z.string().refine(isTimeZone).optional(),
    })
    .refine(({ from, to }) => to > from, { path: ['to'], error: t('openHouses.endAfterStart') })
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return wall - (at - (at % 60_000))
}

/** A day and a time of day on a zone's wall clock, as an instant (the zone's rules, daylight saving included). */
export function instantIn(day: string, time: string, timeZone: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, date, hour, minute)
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone)).toISOString()
}

/** The API names the window's start and end; the form shows those problems beside the day and the end time. */
const FORM_FIELD: Record<string, string> = { start: 'day', end: 'to' }

/**
 * A listing's agent schedules an open house: a day, from and to on their own clock. A hydrated page sends the
 * browser's time zone; a page without scripts has none, and the agent's viewing hours' zone stands for it.
 * The API checks the window again (in the future, its length, overlaps).
 */
export async function scheduleOpenHouseAction(
  request: Request,
  context: LoadContext,
  form: FormData,
  propertyId: string,
) {
  const t = await serverT(context, 'listing')
  const typed = { day: formText(form, 'day'), from: formText(form, 'from'), to: formText(form, 'to') }
  const timeZone = formText(form, 'timeZone')
  return submitForm(request, context, form, {
    intent: 'open-house',
    schema: openHouseFormSchema(t),
    values: { ...typed, ...(timeZone && { timeZone }) },
    typed,
    describe: (error) => {
      const line = t('openHouses.notScheduled', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async ({ day, from, to, timeZone: zone }) => {
      const clock =
        zone ?? (await apiRequest('/viewings/availability', { schema: availabilitySchema })).data.timeZone
      try {
        await apiRequest(`/properties/${encodeURIComponent(propertyId)}/open-houses`, {
          method: 'POST',
          body: { start: instantIn(day, from, clock), end: instantIn(day, to, clock) },
          schema: insertedIdSchema,
        })
      } catch (error) {
        const field = error instanceof ApiError ? FORM_FIELD[error.field ?? ''] : undefined
        if (error instanceof ApiError && field)
          throw new ApiError(error.status, error.detail, error.code, field)
        throw error
      }
      return t('openHouses.scheduled')
    },
  })
}

/** The agent cancels an open house: asked first, with its hours, then it leaves the listing. */
export async function cancelOpenHouseAction(
  request: Request,
  context: LoadContext,
  form: FormData,
  propertyId: string,
) {
  const t = await serverT(context, 'listing')
  const openHouseId = formText(form, 'openHouseId')
  const path = `/properties/${encodeURIComponent(propertyId)}`
  return submitForm(request, context, form, {
    intent: `cancel-open-house:${openHouseId}`,
    confirm: async () => {
      const { data: property } = await apiRequest(path, { schema: propertySchema })
      const openHouse = property.openHouses.find((one: OpenHouse) => one._id === openHouseId)
      if (!openHouse) throw new ApiError(404, 'No open house with this id on the listing')
      return {
        title: t('openHouses.confirm'),
        text: t('openHouses.confirmText', {
          when: serverDateFormat().dateTimeRange(openHouse.start, openHouse.end),
        }),
        confirmButtonText: t('openHouses.confirmYes'),
      }
    },
    describe: (error) => {
      const line = t('openHouses.notCancelled', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(`${path}/open-houses/${encodeURIComponent(openHouseId)}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      })
      return t('openHouses.cancelled')
    },
  })
}
