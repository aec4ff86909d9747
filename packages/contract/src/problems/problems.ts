import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DEFAULT_LANGUAGE, LANGUAGE_DETAILS, type Language } from '../languages.ts'
import { type CompiledMessage, type MessageValues, renderMessage } from '../render-message.ts'
import ar from './ar.json' with { type: 'json' }
import bn from './bn.json' with { type: 'json' }
import en from './en.json' with { type: 'json' }
import es from './es.json' with { type: 'json' }

// Refusals in a person's language, one catalogue for every place that refuses: the API's answers (sendError) and
// the web's own server-side checks of a posted form (submitForm), which run the contract's schemas and helpers.
// Those write their messages in English, as API clients have always read them; each has an entry `problem.*`
// here whose English text is the message as written, with `{values}` where it carries some (an amount, a
// field's name, a limit). A message is found by its English text: as it is, else by an entry's English read as a
// pattern whose values each match a run of text, those values then written into the translation. A message
// without an entry stays English: never wrong, only untranslated. Server code only (the API and the web's
// *.server.ts): the catalogues and the compiler stay out of the browser's scripts.

/** A refusal's entry: the English catalogue names them all. */
export type ProblemKey = keyof typeof en

const SOURCES: Record<Language, Partial<Record<ProblemKey, string>>> = { en, bn, es, ar }

const compiled = new Map<Language, Record<ProblemKey, CompiledMessage>>()

/** A language's entries, compiled once per process; an entry not translated yet is English. */
function catalogueOf(language: Language): Record<ProblemKey, CompiledMessage> {
  let found = compiled.get(language)
  if (!found) {
    const translated = SOURCES[language]
    found = {} as Record<ProblemKey, CompiledMessage>
    for (const [key, text] of Object.entries(en) as [ProblemKey, string][]) {
      found[key] = compileMessage(translated[key] || text)
    }
    compiled.set(language, found)
  }
  return found
}

/** An entry written in a language with its values. */
export function problemText(language: Language, key: ProblemKey, values: MessageValues = {}): string {
  return renderMessage(catalogueOf(language)[key], values, LANGUAGE_DETAILS[language].intl)
}

/** An entry read as a pattern: its values' names in order, and the English around them. */
interface Template {
  key: ProblemKey
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
  exact: Map<string, ProblemKey>
  templates: Template[]
}

let index: Index | undefined

function indexOf(): Index {
  if (index) return index
  const exact = new Map<string, ProblemKey>()
  const templates: Template[] = []
  for (const [key, source] of Object.entries(en) as [ProblemKey, string][]) {
    const names = [...source.matchAll(PLACEHOLDER)].map(([, name]) => name as string)
    if (names.length === 0) {
      exact.set(problemText(DEFAULT_LANGUAGE, key), key)
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

// A `{status}` is the English word of a state (`under offer`, `accepted`), written in the language through its
// `problem.status.*` entry; a word without one stays as it came.
const STATUS_WORD = 'problem.status.'

/** The values of a message in the language: a `{status}` in its words, anything else as it came. */
function valuesIn(language: Language, values: Record<string, string>): Record<string, string> {
  const key = values.status === undefined ? undefined : indexOf().exact.get(values.status)
  return key?.startsWith(STATUS_WORD) ? { ...values, status: problemText(language, key) } : values
}

/** A message (without a field's name before it) in the language, or undefined when no entry has it. */
function translated(message: string, language: Language): string | undefined {
  const { exact, templates } = indexOf()
  const key = exact.get(message)
  if (key) return problemText(language, key)
  for (const { key, names, pattern } of templates) {
    const found = pattern.exec(message)
    if (!found) continue
    const values = Object.fromEntries(names.map((name, at) => [name, found[at + 1] ?? '']))
    // The entry's English with these values must be the message itself (an escape in the entry, a value
    // matched too short): else the pattern only looked alike.
    if (problemText(DEFAULT_LANGUAGE, key, values) === message)
      return problemText(language, key, valuesIn(language, values))
  }
  return undefined
}

// A field's name as the API writes it before its problem: `price`, `translations.es.title`, `$filter`.
const FIELD_NAME = /^[\w$.[\]-]+$/

/**
 * A refusal's message in the language: the message as a whole, else, for '<field>: <problem>' (the API's
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
