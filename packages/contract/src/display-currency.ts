// The display currencies a visitor may choose (the navbar's select) and the cookie that keeps the choice. Apart
// from the conversion (currency-conversion.ts), which pages load only once a currency is chosen.

/** The cookie that remembers a visitor's display currency (absent: only each listing's own). */
export const DISPLAY_CURRENCY_COOKIE = 'display-currency'

/** The display currencies offered: the markets Keyhaven serves first and the currencies most people know. */
export const DISPLAY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'BDT',
  'INR',
  'EGP',
  'SAR',
  'AED',
  'KWD',
  'JPY',
] as const

/** The display currency a visitor chose, when it is one offered (anything else is no choice). */
export const displayCurrencyOf = (value: string | null | undefined): string | null =>
  DISPLAY_CURRENCIES.find((code) => code === value) ?? null
