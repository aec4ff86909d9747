import type { ExchangeRates } from '@keyhaven/contract'
import { useRouteLoaderData } from 'react-router'

/** The currency a visitor chose to see estimates in, and the rates in use (the root loader reads both). */
export interface DisplayCurrency {
  currency: string
  rates: ExchangeRates
}

/**
 * A listing's currency: its own where the record carries one, else the deployment's (CURRENCY). Takes any
 * listing record, those without a currency field too.
 */
export const listingCurrency = (listing: object, deploymentCurrency: string): string =>
  'currency' in listing && typeof listing.currency === 'string' ? listing.currency : deploymentCurrency

/** The visitor's display currency, or null when they chose none (then only each listing's own shows). */
export function useDisplayCurrency(): DisplayCurrency | null {
  return useRouteLoaderData<{ display: DisplayCurrency | null }>('root')?.display ?? null
}
