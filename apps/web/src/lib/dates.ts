import { useSyncExternalStore } from 'react'

// One way to write dates across the product, in the person's own locale (the browser's language). A page
// rendered on the server cannot know it: that render, and the hydration that takes it over, write en-US, and
// the browser's locale follows at once (useSyncExternalStore's server snapshot), so hydration never mismatches.

const SERVER_LOCALE = 'en-US'
const noChanges = () => () => {}
const browserLocale = () => navigator.language || SERVER_LOCALE

const formats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>()
function formatsOf(locale: string) {
  let found = formats.get(locale)
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    }
    formats.set(locale, found)
  }
  return found
}

export interface DateFormat {
  /** A day: an ISO date (YYYY-MM-DD, read as that calendar day) or a moment. */
  date(value: string | Date): string
  /** A moment, with its time, in the reader's time zone. */
  dateTime(value: string | Date): string
}

// A bare YYYY-MM-DD is a calendar day, not a moment: read it at noon UTC and write it in UTC, so no time zone
// moves it to the day before or after.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The date formats in the person's locale. */
export function useDateFormat(): DateFormat {
  const locale = useSyncExternalStore(noChanges, browserLocale, () => SERVER_LOCALE)
  const { date, dateTime } = formatsOf(locale)
  return {
    date: (value) => {
      if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${value}T12:00:00Z`),
        )
      }
      return date.format(new Date(value))
    },
    dateTime: (value) => dateTime.format(new Date(value)),
  }
}
