import {
  type CompiledMessage,
  DEFAULT_LANGUAGE,
  formatMoney,
  isLanguage,
  LANGUAGE_DETAILS,
  LANGUAGES,
  type Language,
  type MessageValues,
  renderMessage,
} from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { escapeHtml } from '../mail/mailer.ts'
import ar from './ar.json' with { type: 'json' }
import bn from './bn.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }

/**
 * A text the API writes to a person (a notification, an e-mail; its refusals' words are the contract's,
 * shared with the web: @keyhaven/contract/problems): the English catalogue names them all.
 */
export type WordKey = keyof typeof en

const SOURCES: Record<Language, Partial<Record<WordKey, string>>> = { en, bn, es, ar }

const compiled = new Map<Language, Record<WordKey, CompiledMessage>>()

/** A language's catalogue, compiled once per process; a key not translated yet is English. */
function catalogueOf(language: Language): Record<WordKey, CompiledMessage> {
  let found = compiled.get(language)
  if (!found) {
    const translated = SOURCES[language]
    found = {} as Record<WordKey, CompiledMessage>
    for (const [key, text] of Object.entries(en) as [WordKey, string][]) {
      found[key] = compileMessage(translated[key] || text)
    }
    compiled.set(language, found)
  }
  return found
}

// Dates in words that read the same to everyone, wherever they are (mail has no time zone of its own): the
// deadline's zone (UTC) or the viewing's (the agent's) is named beside it.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateTime(locale: string, timeZone: string, at: Date) {
  const key = `${locale}|${timeZone}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    dateFormats.set(key, format)
  }
  return format.format(at)
}

/** How the API writes to one person: in their language (`users.language`), English when they chose none. */
export interface Words {
  t(key: WordKey, values?: MessageValues): string
  money(amount: number, currency: string): string
  /** A deadline in UTC, or "its deadline" when there is none. */
  deadline(due: Date | null): string
  /** A moment in the given time zone, the zone named. */
  timeIn(at: Date, timeZone: string): string
}

export function wordsIn(language: string | null | undefined): Words {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE
  const locale = LANGUAGE_DETAILS[chosen].intl
  const catalogue = catalogueOf(chosen)
  const t = (key: WordKey, values: MessageValues = {}) => renderMessage(catalogue[key], values, locale)
  return {
    t,
    money: (amount, currency) => formatMoney(amount, currency, locale),
    deadline: (due) => (due ? t('deadline', { when: dateTime(locale, 'UTC', due) }) : t('deadline.none')),
    timeIn: (at, timeZone) => t('viewingTime', { when: dateTime(locale, timeZone, at), zone: timeZone }),
  }
}

/**
 * A text that one statement writes to many people, as SQL: each gets the words of their language (`language`,
 * their users.language), English when they chose none.
 */
export function writtenInTheirLanguage(language: SQLWrapper, write: (w: Words) => string | SQL): SQL {
  const others = LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE).map(
    (other) => sql`when ${other} then (${write(wordsIn(other))})`,
  )
  return sql`case ${language} ${sql.join(others, sql` `)} else (${write(wordsIn(DEFAULT_LANGUAGE))}) end`
}

// Stands for a value the words are written around, where no message's words can hold it.
const MARK = '\u0000'

/** A message one of whose values is a column (`message` writes it with the value given): as SQL. */
export function aroundColumn(message: (value: string) => string, column: SQLWrapper): SQL {
  return sql.join(
    message(MARK)
      .split(MARK)
      .map((part) => sql`${part}`),
    sql` || ${column} || `,
  )
}

/** A message holding a link (`{link}`) as HTML: its words escaped, the link's words `label` a link to `url`. */
export function htmlWithLink(w: Words, key: WordKey, label: string, url: string): string {
  return escapeHtml(w.t(key, { link: MARK })).replace(
    MARK,
    `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`,
  )
}
