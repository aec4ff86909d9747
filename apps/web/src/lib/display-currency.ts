import { convertAmount, type ExchangeRates, formatMoney } from '@keyhaven/contract'
import { useRouteLoaderData } from 'react-router'

/** The currency a visitor chose to see estimates in, and the rates in use (the root loader reads both). */
export interface DisplayCurrency {
  currency: string
  rates: ExchangeRates
}

/** A listing's currency: its own where it has one, else the deployment's (CURRENCY). */
export const listingCurrency = (listing: { currency?: string | null }, deploymentCurrency: string): string =>
  listing.currency ?? deploymentCurrency

/** The visitor's display currency, or null when they chose none (then only each listing's own shows). */
export function useDisplayCurrency(): DisplayCurrency | null {
  return useRouteLoaderData<{ display: DisplayCurrency | null }>('root')?.display ?? null
}

export interface Estimate {
  /** The amounts in the display currency, formatted, e.g. "€230,000 - €250,000". */
  text: string
  /** The day of the rates the estimate comes from. */
  date: string
}

/**
 * The estimate of amounts of `from` in the display currency: none when no currency was chosen, when it is the
 * amounts' own, when an amount is missing, or when no rate joins the two.
 */
export function estimateOf(
  amounts: readonly (number | null)[],
  from: string,
  display: DisplayCurrency | null,
): Estimate | null {
  const { date, rates } = display?.rates ?? {}
  if (!display || !date || !rates || display.currency === from) return null
  const converted: string[] = []
  for (const amount of amounts) {
    if (amount === null) return null
    const estimate = convertAmount(amount, from, display.currency, rates)
    if (!estimate) return null
    converted.push(formatMoney(estimate.amount, display.currency))
  }
  return { text: converted.join(' - '), date }
}
