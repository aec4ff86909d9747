import { useSyncExternalStore } from 'react'
import { pageLanguage, pageLocale } from './i18n/page-language.ts'

// One way to write dates across the product, in the page's language as the person writes it (their browser's
// own variant of that language, en-GB on an English page, else the language's own) and in their time zone. A
// page rendered on the server cannot know them: that render, and the hydration that takes it over, write the
// page's language in UTC, and the browser's variant and zone follow at once (useSyncExternalStore's server
// snapshot), so hydration never mismatches.

const serverSettings = () => `${pageLocale()}|UTC`
const noChanges = () => () => {}
// The person's variant and zone stay the page's while it lives: read once, not on every render of every card.
let browserZone: string | undefined
const browserVariants = new Map<string, string>()
function browserSettings() {
  const language = pageLanguage()
  let locale = browserVariants.get(language)
  if (!locale) {
    locale = navigator.languages.find((tag) => tag.split('-')[0] === language) ?? pageLocale()
    browserVariants.set(language, locale)
  }
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return `${locale}|${browserZone}`
}

type FormatName = 'date' | 'dateTime' | 'calendarDay'
const FORMAT_OPTIONS = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
} satisfies Record<FormatName, Intl.DateTimeFormatOptions>

// Made when first used: a browser's date formats are costly to make, and most screens that can show a date
// show none (a card without an open house).
const formats = new Map<string, Intl.DateTimeFormat>()
function formatOf(settings: string, name: FormatName): Intl.DateTimeFormat {
  const key = `${settings}|${name}`
  let found = formats.get(key)
  if (!found) {
    const [locale, timeZone] = settings.split('|')
    found = new Intl.DateTimeFormat(locale, { timeZone, ...FORMAT_OPTIONS[name] })
    formats.set(key, found)
  }
  return found
}

export interface DateFormat {
  /** A day: an ISO date (YYYY-MM-DD, read as that calendar day) or a moment. */
  date(value: string | Date): string
  /** A moment, with its time, in the reader's time zone. */
  dateTime(value: string | Date): string
  /** From one moment to another, in the reader's time zone ("Dec 6, 2026, 10:00 AM – 12:00 PM"). */
  dateTimeRange(start: string | Date, end: string | Date): string
}

// A bare YYYY-MM-DD is a calendar day, not a moment: read it at noon UTC and write it in UTC, so no time zone
// moves it to the day before or after.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

// ICU versions space a time differently: Node's writes a range with thin and narrow no-break spaces ("2:00 – 4:00
// PM"), a browser's with plain ones, so the page the server wrote would not match its hydration. Every date is
// written with plain spaces, the same on both.
const ICU_SPACES = /[\u00a0\u2009\u202f]/g
const plainSpaces = (text: string) => text.replace(ICU_SPACES, ' ')

/** The date formats in the person's locale and time zone. */
export function useDateFormat(): DateFormat {
  return dateFormatOf(useSyncExternalStore(noChanges, browserSettings, serverSettings))
}

/** The date formats of the server's answers (an action's message), which cannot know the person's variant or zone. */
export const serverDateFormat = (): DateFormat => dateFormatOf(serverSettings())

function dateFormatOf(settings: string): DateFormat {
  const format = (name: FormatName) => formatOf(settings, name)
  return {
    date: (value) =>
      plainSpaces(
        typeof value === 'string' && CALENDAR_DAY.test(value)
          ? format('calendarDay').format(new Date(`${value}T12:00:00Z`))
          : format('date').format(new Date(value)),
      ),
    dateTime: (value) => plainSpaces(format('dateTime').format(new Date(value))),
    dateTimeRange: (start, end) =>
      plainSpaces(format('dateTime').formatRange(new Date(start), new Date(end))),
  }
}
