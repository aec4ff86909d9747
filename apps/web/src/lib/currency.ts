import { DEFAULT_CURRENCY, formatMoney } from '@keyhaven/contract'
import { pageLocale } from './i18n/page-language.ts'

/** The currency the server was configured with, written into index.html when it serves the app. */
let currency =
  globalThis.document?.querySelector<HTMLMetaElement>('meta[name="keyhaven-currency"]')?.content ||
  DEFAULT_CURRENCY

/** The server renders pages with its own configuration (the browser reads it from the page). */
export function setCurrency(code: string) {
  currency = code
}

/**
 * The deployment's currency: a new listing's default, and the currency of amounts that belong to no listing
 * (price filters, a buyer's income, the sales chart).
 */
export const configuredCurrency = () => currency

/**
 * Every amount the app shows, in its own currency: a listing's, an offer's or a payment's amounts in the
 * listing's (`currency` on each of them), other amounts in configuredCurrency().
 */
export const formatAmount = (amount: number, code: string) => formatMoney(amount, code, pageLocale())

/** A short amount for tight spots such as a map pin ($350K). */
export const formatCompactAmount = (amount: number, code: string) =>
  new Intl.NumberFormat(pageLocale(), {
    style: 'currency',
    currency: code,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount)

const options = new Map<string, { code: string; name: string }[]>()

/** Every ISO 4217 currency the runtime knows, by code, named in the page's language: a listing's currency choices. */
export function currencyOptions(): { code: string; name: string }[] {
  const locale = pageLocale()
  let named = options.get(locale)
  if (!named) {
    const names = new Intl.DisplayNames(locale, { type: 'currency' })
    named = Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code }))
    options.set(locale, named)
  }
  return named
}
