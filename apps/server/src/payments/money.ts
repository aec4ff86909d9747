const digitsByCurrency = new Map<string, number>()

/** Decimal places of the currency's minor unit (USD 2, JPY 0), as ISO 4217 and Intl define them. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency)
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    digitsByCurrency.set(currency, digits)
  }
  return digits
}

/** The amount in the currency's smallest unit (cents for USD): what a PaymentIntent charges. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnitDigits(currency))
}
