import { DISPLAY_CURRENCY_COOKIE, displayCurrencyOf, exchangeRatesSchema } from '@keyhaven/contract'
import { createCookie } from 'react-router'
import { apiRequest } from '../../lib/api-client.ts'
import type { DisplayCurrency } from '../../lib/display-currency.ts'
import type { LoadContext } from '../load-context.ts'
import { asVisitor } from './request-api.server.ts'

/** Remembers a visitor's display currency for a year; the server alone reads it. */
export const displayCurrencyCookie = createCookie(DISPLAY_CURRENCY_COOKIE, {
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'lax',
  httpOnly: true,
})

export async function chosenCurrency(request: Request): Promise<string | null> {
  const value: unknown = await displayCurrencyCookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? displayCurrencyOf(value) : null
}

async function readDisplayCurrency(request: Request, context: LoadContext): Promise<DisplayCurrency | null> {
  const currency = await chosenCurrency(request)
  if (!currency) return null
  const rates = await asVisitor(
    request,
    context,
    async () => (await apiRequest('/exchange-rates', { schema: exchangeRatesSchema })).data,
  ).catch(() => null)
  return rates ? { currency, rates } : null
}

// The root's loader and a page's (the home page's cards) ask for the same request: read once.
const perRequest = new WeakMap<Request, Promise<DisplayCurrency | null>>()

/**
 * The visitor's display currency with the rates in use, or null when they chose none. The rates are read only
 * then, once per page request: a visitor without a choice costs no query. Rates that cannot be read show no
 * estimate.
 */
export function displayCurrencyOfRequest(
  request: Request,
  context: LoadContext,
): Promise<DisplayCurrency | null> {
  let read = perRequest.get(request)
  if (!read) {
    read = readDisplayCurrency(request, context)
    perRequest.set(request, read)
  }
  return read
}
