import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, savedSearches } from '../db/schema.ts'
import { SAVED_SEARCH_ALERT } from '../saved-searches/alerts.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// A price filter is written in one currency (priceCurrency, else the deployment's, USD here); a listing in
// another is compared with the bounds converted to its own at the loaded rates, and meets no price filter when
// no rate joins the two. The same holds for a saved search's alerts.

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
  await t.listingOf('agent', {
    title: 'Dollar house',
    location: 'Pricetown',
    priceLow: 100_000,
    priceHigh: 120_000,
  })
  await t.listingOf('agent', {
    title: 'Euro flat',
    location: 'Pricetown',
    currency: 'EUR',
    priceLow: 90_000,
    priceHigh: 100_000,
  })
  await t.listingOf('agent', {
    title: 'Yen house',
    location: 'Pricetown',
    currency: 'JPY',
    priceLow: 15_000_000,
    priceHigh: 16_000_000,
  })
})
afterAll(() => t?.ctx.close())

/** The titles All Properties (and its map) answer for the query, among Pricetown's listings. */
async function found(query: string): Promise<string[]> {
  const path = `/api/properties/verified?search=pricetown&limit=50&${query}`
  const page = await expectJson<{ title: string }[]>(await t.send('GET', path, 'user'), 200)
  const pins = await expectJson<{ title: string }[]>(
    await t.send('GET', path.replace('verified?', 'verified/pins?'), 'user'),
    200,
  )
  const titles = page.map((listing) => listing.title).sort()
  expect(pins.map((pin) => pin.title).sort()).toEqual(titles)
  return titles
}

const uploadRates = async (csv: string) =>
  expectJson(
    await t.ctx.request('/api/admin/exchange-rates', {
      method: 'POST',
      headers: { ...t.as.admin.headers, 'Content-Type': 'text/csv' },
      body: csv,
    }),
    200,
  )

describe('a price filter in a currency', () => {
  it('compares only listings in its own currency while no rate reaches the others', async () => {
    expect(await found('minPrice=1')).toEqual(['Dollar house'])
    expect(await found('priceCurrency=EUR&maxPrice=999999')).toEqual(['Euro flat'])
    expect(await found('priceCurrency=JPY&minPrice=1&sort=asc')).toEqual(['Yen house'])
    // Without a price filter the currency changes nothing.
    expect(await found('priceCurrency=JPY')).toEqual(['Dollar house', 'Euro flat', 'Yen house'])
  })

  it('converts its bounds to each listing’s currency at the rates loaded, at once after an upload', async () => {
    await uploadRates('base,quote,rate,date\nUSD,EUR,0.9,2026-11-28\nUSD,JPY,150,2026-11-28\n')
    // In USD, 100,000 to 130,000 is EUR 90,000 to 117,000 and JPY 15,000,000 to 19,500,000: all three overlap.
    expect(await found('minPrice=100000&maxPrice=130000')).toEqual(['Dollar house', 'Euro flat', 'Yen house'])
    // USD 112,000 is EUR 100,800 and JPY 16,800,000: above the euro and yen listings' highest prices.
    expect(await found('minPrice=112000')).toEqual(['Dollar house'])
    expect(await found('minPrice=112000&sort=asc')).toEqual(['Dollar house'])
    // JPY 16,500,000 is USD 110,000 and, through the dollar, EUR 99,000.
    expect(await found('priceCurrency=JPY&minPrice=16500000')).toEqual(['Dollar house', 'Euro flat'])
    // EUR 88,000 is USD 97,777.78 and JPY 14,666,667: every listing starts above it.
    expect(await found('priceCurrency=EUR&maxPrice=88000')).toEqual([])
    // A query asked before the upload is answered at the new rates, not from what was kept.
    expect(await found('minPrice=1')).toEqual(['Dollar house', 'Euro flat', 'Yen house'])
  })

  it('refuses a currency that is not an ISO 4217 code, naming priceCurrency', async () => {
    for (const code of ['usd', 'XYZ', 'EURO', '']) {
      const path = `/api/properties/verified?minPrice=1&priceCurrency=${code}`
      await expectApiError(
        await t.send('GET', path, 'user'),
        400,
        'priceCurrency must be an ISO 4217 currency code such as USD or EUR',
      )
    }
  })
})

describe('a saved search’s price filter in a currency', () => {
  let buyer: { id: string; session: SignedIn }
  beforeAll(async () => {
    const person = await insertAccount(t.ctx.db, { name: 'Euro Saver' })
    buyer = { id: person.id, session: await signIn(t.ctx, person.email, TEST_PASSWORD) }
    await uploadRates('base,quote,rate,date\nUSD,EUR,0.9,2026-11-28\nUSD,JPY,150,2026-11-28\n')
  })

  const alertsOf = async () =>
    (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).filter(
      (note) => note.kind === SAVED_SEARCH_ALERT,
    ).length

  async function verify(values: Parameters<PropertiesTestContext['listingOf']>[1]) {
    const listing = await t.listingOf('agent', {
      location: 'Alerttown',
      verificationStatus: 'pending',
      ...values,
    })
    await expectJson(
      await t.send('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'verified' }),
      200,
    )
    const told = await alertsOf()
    // Each listing on its own: no earlier alert and no quiet hour.
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, buyer.id))
    await t.ctx.db
      .update(savedSearches)
      .set({ lastAlertedAt: null })
      .where(eq(savedSearches.userId, buyer.id))
    return told
  }

  it('alerts on a listing in another currency whose converted price meets it, and keeps the currency', async () => {
    const saved = await expectJson<{ query: string }>(
      await t.ctx.request('/api/saved-searches', {
        method: 'POST',
        headers: { ...buyer.session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Under 95k euros',
          query: 'search=alerttown&maxPrice=95000&priceCurrency=EUR',
        }),
      }),
      201,
    )
    expect(saved.query).toBe('search=alerttown&maxPrice=95000&priceCurrency=EUR')
    // EUR 95,000 is USD 105,555.56 and JPY 15,833,333.
    expect(await verify({ title: 'Dollar in reach', priceLow: 105_555, priceHigh: 110_000 })).toBe(1)
    expect(await verify({ title: 'Dollar out of reach', priceLow: 105_556, priceHigh: 110_000 })).toBe(0)
    expect(
      await verify({ title: 'Euro in reach', currency: 'EUR', priceLow: 95_000, priceHigh: 99_000 }),
    ).toBe(1)
    expect(
      await verify({ title: 'Yen in reach', currency: 'JPY', priceLow: 15_833_333, priceHigh: 16_000_000 }),
    ).toBe(1)
    expect(
      await verify({
        title: 'Yen out of reach',
        currency: 'JPY',
        priceLow: 15_833_334,
        priceHigh: 16_000_000,
      }),
    ).toBe(0)
    // No rate joins the dinar to the euro: its price cannot be compared.
    expect(await verify({ title: 'Dinar', currency: 'KWD', priceLow: 1, priceHigh: 2 })).toBe(0)
  })
})
