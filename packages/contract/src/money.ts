const formatters = new Map<string, Intl.NumberFormat>()

/**
 * ISO 4217's minor units where they are not 2 (the published list). Intl's own table is CLDR's, which differs
 * for some (IQD, IDR, HUF, LAK...); amounts are stored and charged by ISO's, so formatting follows the same.
 */
const ISO_MINOR_UNITS: Record<string, number> = {
  ...Object.fromEntries(
    [
      'BIF',
      'CLP',
      'DJF',
      'GNF',
      'ISK',
      'JPY',
      'KMF',
      'KRW',
      'PYG',
      'RWF',
      'UGX',
      'UYI',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
}

/** Decimal places of the currency's minor unit by ISO 4217 (USD and BDT 2, JPY 0, KWD 3). */
export function minorUnitDigits(currency: string): number {
  return ISO_MINOR_UNITS[currency] ?? 2
}

/** The amount in the currency's smallest unit (cents for USD, yen for JPY, fils for KWD): what a card is charged. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnitDigits(currency))
}

/** Whether the amount has no more decimals than the currency's minor unit allows. */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** minorUnitDigits(currency)
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

const DIGIT_WORDS = ['no', 'one', 'two', 'three', 'four']

/**
 * The problem with amounts under `label` having more decimals than the currency's minor unit, or null. The
 * currency is named unless it has the common two.
 */
export function minorUnitsProblem(
  label: string,
  amounts: readonly number[],
  currency: string,
): string | null {
  if (amounts.every((amount) => fitsMinorUnits(amount, currency))) return null
  const digits = minorUnitDigits(currency)
  const rule = digits === 0 ? 'no decimals' : `at most ${DIGIT_WORDS[digits]} decimals`
  return digits === 2 ? `${label} must have ${rule}` : `${label} must have ${rule} in ${currency}`
}

/** Amounts are kept with 4 decimals, the most any ISO currency has; the currency's own rule is minorUnitsProblem. */
export const MONEY_STEP = 0.0001

/** The locale of the amounts the API writes as text (a listing's `priceRange`, a price drop's previous range). */
export const API_AMOUNT_LOCALE = 'en-US'

/**
 * The one money formatter: every amount the product shows goes through it, in the amount's own currency and in
 * the reader's locale (an Intl locale such as LANGUAGE_DETAILS' `intl`; the API's by default).
 */
export function formatMoney(amount: number, currency: string, locale = API_AMOUNT_LOCALE): string {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const digits = minorUnitDigits(currency)
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      trailingZeroDisplay: 'stripIfInteger',
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}

export function formatPriceRange(
  low: number,
  high: number,
  currency: string,
  locale = API_AMOUNT_LOCALE,
): string {
  return `${formatMoney(low, currency, locale)} - ${formatMoney(high, currency, locale)}`
}

export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  return Intl.supportedValuesOf('currency').includes(code)
}

export const DEFAULT_CURRENCY = 'USD'

/** Every amount is below this: the database keeps money as numeric(16, 4), enough for every ISO minor unit. */
export const MONEY_CEILING = 10 ** 12
