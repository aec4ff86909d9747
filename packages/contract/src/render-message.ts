// Writes a message that Lingui's compiler (@lingui/message-utils, run where the catalogues are loaded: the web's
// page host, and the API for the notifications and e-mails it writes) turned from ICU MessageFormat into tokens:
// text, a value (`["name"]`), or a value with a format: `plural` and `selectordinal` (cases by Intl.PluralRules,
// `=N` as N, `#` the number less the offset), `select`, `number` and `date`. Lingui's own runtime renders these
// too; ours is the part of it the app uses, small enough for the home page's first scripts (decision 0045), and
// its test holds it to Lingui's output.

export type CompiledMessage = string | readonly Token[]
type Token = string | readonly [name: string, format?: string, cases?: unknown]
type Cases = Record<string, readonly Token[]> & { offset?: number }
export type MessageValues = Record<string, string | number | Date>

// Intl's formatters are kept per locale: making one costs far more than using it.
const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function kept<Format>(formats: Map<string, Format>, key: string, make: () => Format): Format {
  let format = formats.get(key)
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}
const pluralCase = (locale: string, type: Intl.PluralRuleType, count: number) =>
  kept(pluralRules, `${locale}|${type}`, () => new Intl.PluralRules(locale, { type })).select(count)
const formatNumber = (locale: string, value: number) =>
  kept(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
const formatDate = (locale: string, value: Date) =>
  kept(dateFormats, locale, () => new Intl.DateTimeFormat(locale)).format(value)

export function renderMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  const render = (tokens: readonly Token[], count?: string): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return token === '#' && count !== undefined ? count : token
        const [name, format, cases] = token
        const value = values[name]
        if (format === 'plural' || format === 'selectordinal') {
          const { offset = 0, ...byCase } = cases as Cases
          const number = Number(value) - offset
          const chosen =
            byCase[String(value)] ??
            byCase[pluralCase(locale, format === 'plural' ? 'cardinal' : 'ordinal', number)] ??
            byCase.other ??
            []
          return render(chosen, formatNumber(locale, number))
        }
        if (format === 'select') {
          const byCase = cases as Cases
          return render(byCase[String(value)] ?? byCase.other ?? [])
        }
        if (format === 'number') return formatNumber(locale, Number(value))
        if (format === 'date') return formatDate(locale, new Date(value as string))
        return value === undefined ? '' : String(value)
      })
      .join('')
  return typeof message === 'string' ? message : render(message)
}
