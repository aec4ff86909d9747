const formatters = new Map<string, Intl.NumberFormat>()

/** The one money formatter: every amount the product shows goes through it, in one configured currency. */
export function formatMoney(amount: number, currency: string): string {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    })
    formatters.set(currency, formatter)
  }
  return formatter.format(amount)
}

export function formatPriceRange(low: number, high: number, currency: string): string {
  return `${formatMoney(low, currency)} - ${formatMoney(high, currency)}`
}

export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  return Intl.supportedValuesOf('currency').includes(code)
}

export const DEFAULT_CURRENCY = 'USD'

/** Every amount is below this: the database keeps money as numeric(14, 2). */
export const MONEY_CEILING = 10 ** 12
