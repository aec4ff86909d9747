import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from '@keyhaven/contract'
import en from './en.json' with { type: 'json' }
import { type WordKey, wordsIn } from './words.ts'

// The API's error messages in a person's language. The services and the contract write them in English, as
// API clients have always read them; each has an entry `problem.*` in the catalogues whose English text is the
// message as written, with `{values}` where it carries some (an amount, a field's name, a limit). A message is
// found by its English text: as it is, else by an entry's English read as a pattern whose values each match a
// run of text, those values then written into the translation. A message without an entry stays English: never
// wrong, only untranslated.

/** An entry read as a pattern: its values' names in order, and the English around them. */
interface Template {
  key: WordKey
  names: string[]
  pattern: RegExp
  /** How much of the entry is its own words: a longer one is the more precise when several match. */
  literal: number
}

const PLACEHOLDER = /\{\s*([A-Za-z_]\w*)\s*\}/g
// `{field}` stands for a request field's name as the API writes it (`bedrooms`, `translations.es.title`,
// `$filter`), never for words: "Name is required" is an entry of its own, not "{field} is required".
const FIELD_RUN = '([a-z$][\\w$.[\\]-]*)'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Index {
  exact: Map<string, WordKey>
  templates: Template[]
}

let index: Index | undefined

function indexOf(): Index {
  if (index) return index
  const exact = new Map<string, WordKey>()
  const templates: Template[] = []
  const english = wordsIn(DEFAULT_LANGUAGE)
  for (const [key, source] of Object.entries(en) as [WordKey, string][]) {
    if (!key.startsWith('problem.')) continue
    const names = [...source.matchAll(PLACEHOLDER)].map(([, name]) => name as string)
    if (names.length === 0) {
      exact.set(english.t(key), key)
      continue
    }
    const literals = source.split(PLACEHOLDER).filter((_, at) => at % 2 === 0)
    const runs = names.map((name) => (name === 'field' ? FIELD_RUN : '(.+?)'))
    templates.push({
      key,
      names,
      pattern: new RegExp(
        `^${literals.map((text, at) => escapeRegExp(text) + (runs[at] ?? '')).join('')}$`,
        's',
      ),
      literal: literals.join('').length,
    })
  }
  templates.sort((a, b) => b.literal - a.literal)
  index = { exact, templates }
  return index
}

/** A message (without a field's name before it) in the language, or undefined when no entry has it. */
function translated(message: string, language: Language): string | undefined {
  const { exact, templates } = indexOf()
  const words = wordsIn(language)
  const key = exact.get(message)
  if (key) return words.t(key)
  const english = wordsIn(DEFAULT_LANGUAGE)
  for (const { key, names, pattern } of templates) {
    const found = pattern.exec(message)
    if (!found) continue
    const values = Object.fromEntries(names.map((name, at) => [name, found[at + 1] ?? '']))
    // The entry's English with these values must be the message itself (an escape in the entry, a value
    // matched too short): else the pattern only looked alike.
    if (english.t(key, values) === message) return words.t(key, values)
  }
  return undefined
}

// A field's name as the API writes it before its problem: `price`, `translations.es.title`, `$filter`.
const FIELD_NAME = /^[\w$.[\]-]+$/

/**
 * An error message of the API in the language: the message as a whole, else, for '<field>: <problem>' (the
 * validation answer's shape), its problem, the field's name kept (an API name); else the message as it is.
 */
export function problemIn(language: Language, message: string, field?: string): string {
  if (language === DEFAULT_LANGUAGE) return message
  const whole = translated(message, language)
  if (whole !== undefined) return whole
  const at = message.indexOf(': ')
  const name = field !== undefined && message.startsWith(`${field}: `) ? field : message.slice(0, at)
  if (at > 0 && FIELD_NAME.test(name)) {
    const problem = translated(message.slice(name.length + 2), language)
    if (problem !== undefined) return `${name}: ${problem}`
  }
  return message
}

/**
 * The language an error is answered in: the best of ours the request's Accept-Language names (q-values
 * respected), English when it names none of ours; undefined when the request has no Accept-Language, whose
 * answer stays as API clients have always read it (no Content-Language).
 */
export function errorLanguageOf(acceptLanguage: string | undefined): Language | undefined {
  if (acceptLanguage === undefined) return undefined
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
}
