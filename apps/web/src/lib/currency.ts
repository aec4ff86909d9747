import { DEFAULT_CURRENCY, formatMoney } from '@keyhaven/contract'

/** The currency the server was configured with, written into index.html when it serves the app. */
let currency =
  globalThis.document?.querySelector<HTMLMetaElement>('meta[name="keyhaven-currency"]')?.content ||
  DEFAULT_CURRENCY

/** The server renders pages with its own configuration (the browser reads it from the page). */
export function setCurrency(code: string) {
  currency = code
}

/** The configured currency's code (for messages the contract writes, such as an offer's range). */
export const configuredCurrency = () => currency

/** Every amount the app shows, in the one configured currency. */
export const formatAmount = (amount: number) => formatMoney(amount, currency)

/** A short amount for tight spots such as a map pin ($350K). */
export const formatCompactAmount = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount)
