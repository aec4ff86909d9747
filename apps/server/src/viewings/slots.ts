import {
  type Availability,
  VIEWING_HORIZON_DAYS,
  VIEWING_MINUTES,
  VIEWING_NOTICE_HOURS,
  type ViewingSlot,
} from '@keyhaven/contract'
import { DateTime } from 'luxon'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The instants slots may start in: after the notice, within the horizon, narrowed by `from` and `to`. */
export function bookableWindow(now: Date, from?: Date, to?: Date): { from: Date; to: Date } {
  const earliest = now.getTime() + VIEWING_NOTICE_HOURS * HOUR_MS
  const latest = now.getTime() + VIEWING_HORIZON_DAYS * DAY_MS
  return {
    from: new Date(Math.max(earliest, from?.getTime() ?? earliest)),
    to: new Date(Math.min(latest, to?.getTime() ?? latest)),
  }
}

/**
 * The free slots of an agent's availability whose start lies in [from, to): each weekly window of each day
 * that is not blocked, cut into VIEWING_MINUTES from its start, as wall-clock times in the agent's time zone
 * turned into instants by Luxon (the zone's rules, daylight saving included). A wall-clock time that does not
 * exist that day (skipped when the clocks go forward) gives no slot; one that exists twice (when they go back)
 * gives one, at its first occurrence. `taken` holds the starts (epoch ms) already held by a viewing.
 */
export function freeSlots(
  availability: Availability,
  window: { from: Date; to: Date },
  taken: ReadonlySet<number>,
): ViewingSlot[] {
  const { timeZone, weekly, blockedDates } = availability
  const blocked = new Set(blockedDates)
  const starts = new Set<number>()
  // Every local date the window touches, from the day before (a zone behind UTC) to the day after.
  let day = DateTime.fromJSDate(window.from, { zone: timeZone }).startOf('day').minus({ days: 1 })
  const lastDay = DateTime.fromJSDate(window.to, { zone: timeZone }).startOf('day').plus({ days: 1 })
  while (day <= lastDay) {
    const date = day.toISODate()
    if (date && !blocked.has(date)) {
      for (const { day: weekday, start, end } of weekly) {
        if (weekday !== day.weekday) continue
        for (
          let minute = minutesOf(start);
          minute + VIEWING_MINUTES <= minutesOf(end);
          minute += VIEWING_MINUTES
        ) {
          const local = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 })
          // Luxon moves a time the clocks skip forward; such a time does not happen that day.
          if (local.hour * 60 + local.minute !== minute || local.toISODate() !== date) continue
          const at = local.toMillis()
          if (at >= window.from.getTime() && at < window.to.getTime() && !taken.has(at)) starts.add(at)
        }
      }
    }
    day = day.plus({ days: 1 })
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((at) => ({
      start: new Date(at).toISOString(),
      end: new Date(at + VIEWING_MINUTES * MINUTE_MS).toISOString(),
    }))
}
