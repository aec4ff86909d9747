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

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCase(locale: string, type: Intl.PluralRuleType, count: number) {
  const key = `${locale}|${type}`
  let rules = pluralRules.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type })
    pluralRules.set(key, rules)
  }
  return rules.select(count)
}

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
          return render(chosen, new Intl.NumberFormat(locale).format(number))
        }
        if (format === 'select') {
          const byCase = cases as Cases
          return render(byCase[String(value)] ?? byCase.other ?? [])
        }
        if (format === 'number') return new Intl.NumberFormat(locale).format(Number(value))
        if (format === 'date') return new Intl.DateTimeFormat(locale).format(new Date(value as string))
        return value === undefined ? '' : String(value)
      })
      .join('')
  return typeof message === 'string' ? message : render(message)
}
