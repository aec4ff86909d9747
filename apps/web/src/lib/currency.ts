import { DEFAULT_CURRENCY, formatMoney } from '@keyhaven/contract'

/** The currency the server was configured with, written into index.html when it serves the app. */
const currency =
  document.querySelector<HTMLMetaElement>('meta[name="keyhaven-currency"]')?.content || DEFAULT_CURRENCY

/** Every amount the app shows, in the one configured currency. */
export const formatAmount = (amount: number) => formatMoney(amount, currency)
