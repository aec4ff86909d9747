import { DEFAULT_CURRENCY, encodeSearchArea, parseSavedSearchQuery } from '@keyhaven/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notifications, properties, savedSearches } from '../db/schema.ts'
import { listingFilterCondition } from '../properties/listing-filters.ts'
import { priceBoundsOf, readListingCurrencies, readRatesForConversion } from '../properties/price-bounds.ts'
import { isPubliclyListed } from '../properties/queries.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectJson } from '../test/responses.ts'
import { SAVED_SEARCH_ALERT } from './alerts.ts'

// Which saved searches a verified listing alerts: the statement that matches on the searches' columns must
// agree with All Properties' own filters (listingFilterCondition, the matcher the alerts used before) on
// every filter kind, its edges and its combinations. Each search is named by its query.

/** An `area` parameter of corners given as [longitude, latitude]. */
const area = (...corners: [number, number][]) =>
  `area=${encodeURIComponent(encodeSearchArea(corners.map(([longitude, latitude]) => ({ longitude, latitude }))))}`

const QUERIES = [
  '',
  'search=zephyrton',
  'search=ZEPHYRTON',
  'search=+zephyrton+heights+',
  'search=ze',
  'search=z',
  'search=brisk_lane',
  'search=briskxlane',
  'search=brisk%25lane',
  'search=100%25',
  'search=back%5Cslash',
  'search=%CE%BF%CE%B4%CE%BF%CF%83',
  'search=%CE%9F%CE%94%CE%9F%CE%A3',
  'listingType=rent',
  'listingType=sale',
  'category=House',
  'category=Villa',
  'minPrice=600000',
  'minPrice=600000.01',
  'maxPrice=500000',
  'maxPrice=499999.99',
  'minPrice=2100&maxPrice=2200',
  'minPrice=0&maxPrice=999999999999',
  'minBeds=0',
  'minBeds=2',
  'minBeds=4',
  'minBeds=5',
  'minBaths=1',
  'minBaths=3',
  'bbox=10,50,11,51',
  'bbox=10.9,50.9,12,52',
  'bbox=-10,-10,10,10',
  'search=zephyrton&listingType=sale&minBeds=3&bbox=10,50,11,51',
  'listingType=rent&category=Apartment&maxPrice=2500&sort=asc',
  'search=heights&bbox=10,50,11,51',
  'bbox=10,50,11,51&minPrice=1000000',
  'category=Office&minBeds=0&minBaths=0&sort=newest',
  'minArea=1000',
  'maxArea=1000',
  'minArea=900&maxArea=1100',
  'features=garden',
  'features=garden,pool',
  'features=pool,garden&minBeds=2',
  'minYear=2000',
  'minYear=1990&listingType=sale',
  'availableBy=2026-06-01',
  'availableBy=2030-01-01&category=Villa',
  'sort=pricePerArea&minArea=1',
  // A concave shape whose notch leaves out the second listing (10.9, 50.9) though its box holds it; the first
  // (10.5, 50.5) lies on a corner. An account keeps 50 searches, this list's length: replace one to add one.
  area([10.5, 50], [11.6, 50], [11.6, 51], [11, 51], [11, 50.5], [10.5, 50.5]),
  // A triangle holding the first listing, with a map box too (the box, not the area's, places the search).
  `${area([10, 50], [11.2, 50], [10, 51.2])}&bbox=10.4,50.4,10.6,50.6`,
]

/** The listings verified one after the other; each alerts the searches it matches. */
const LISTINGS = [
  {
    title: 'Bright 100% flat',
    location: '7 Brisk_Lane, Zephyrton',
    listingType: 'rent',
    category: 'Apartment',
    priceLow: 2_000,
    priceHigh: 2_400,
    bedrooms: 2,
    bathrooms: 1,
    longitude: 10.5,
    latitude: 50.5,
    livingArea: 1000,
    features: ['balcony', 'garden'],
    yearBuilt: 2005,
    availableFrom: '2026-05-01',
  },
  {
    title: 'Family house',
    location: 'Zephyrton Heights',
    listingType: 'sale',
    category: 'House',
    priceLow: 500_000,
    priceHigh: 600_000,
    bedrooms: 4,
    bathrooms: 3,
    longitude: 10.9,
    latitude: 50.9,
    livingArea: 2400,
    features: ['garden', 'pool', 'garage'],
    yearBuilt: 1990,
    availableFrom: null,
  },
  {
    title: 'ΟΔΟΣ office',
    location: 'Back\\slash Street, Elsewhere',
    listingType: 'sale',
    category: 'Office',
    priceLow: 900_000,
    priceHigh: 900_000,
    bedrooms: null,
    bathrooms: null,
    longitude: null,
    latitude: null,
    livingArea: null,
    features: [],
    yearBuilt: null,
    availableFrom: null,
  },
  {
    title: 'Villa by the sea',
    location: 'Ze Coast',
    listingType: 'rent',
    category: 'Villa',
    priceLow: 3_000,
    priceHigh: 3_000,
    bedrooms: 0,
    bathrooms: 2,
    longitude: 11.5,
    latitude: 50.2,
    livingArea: 900,
    features: ['pool'],
    yearBuilt: 1975,
    availableFrom: '2027-01-01',
  },
] as const

let t: PropertiesTestContext
let owner: { id: string; session: SignedIn }

beforeAll(async () => {
  t = await createPropertiesTestContext()
  const person = await insertAccount(t.ctx.db, { name: 'Match Tester' })
  owner = { id: person.id, session: await signIn(t.ctx, person.email, TEST_PASSWORD) }
  for (const [index, query] of QUERIES.entries()) {
    await expectJson(
      await t.ctx.request('/api/saved-searches', {
        method: 'POST',
        headers: { ...owner.session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `#${index}`, query }),
      }),
      201,
    )
  }
})
afterAll(() => t?.ctx.close())

/** The searches All Properties' filters say the listing meets (and none when the public cannot see it). */
async function expectedMatches(propertyId: string): Promise<string[]> {
  const matched: string[] = []
  for (const [index, query] of QUERIES.entries()) {
    const parsed = parseSavedSearchQuery(query)
    if (!parsed.ok) throw new Error(`${query}: ${parsed.message}`)
    const { minPrice, maxPrice, priceCurrency } = parsed.filters
    const prices = await priceBoundsOf(
      { minPrice, maxPrice, currency: priceCurrency ?? DEFAULT_CURRENCY },
      {
        listingCurrencies: () => readListingCurrencies(t.ctx.db),
        rates: () => readRatesForConversion(t.ctx.db),
      },
    )
    const [row] = await t.ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(eq(properties.id, propertyId), isPubliclyListed, listingFilterCondition(parsed.filters, prices)),
      )
    if (row) matched.push(`#${index}`)
  }
  return matched
}

/** The searches the verification alerted, by name. */
async function alerted(): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, SAVED_SEARCH_ALERT)))
  return rows
    .map((row) => /“(#\d+)”/.exec(row.title)?.[1] ?? row.title)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
}

it.each(LISTINGS.map((listing) => [listing.title, listing] as const))(
  'alerts exactly the searches whose filters %s meets',
  async (_title, values) => {
    // Each listing on its own: no earlier alert and no quiet hour.
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, owner.id))
    await t.ctx.db
      .update(savedSearches)
      .set({ lastAlertedAt: null })
      .where(inArray(savedSearches.userId, [owner.id]))
    const listing = await t.listingOf('agent', {
      ...values,
      features: [...values.features],
      verificationStatus: 'pending',
    })
    await expectJson(
      await t.send('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'verified' }),
      200,
    )
    const expected = await expectedMatches(listing.id)
    expect(await alerted()).toEqual(expected)
    // The listing is really told apart: it matches some searches, not all.
    expect(expected.length).toBeGreaterThan(1)
    expect(expected.length).toBeLessThan(QUERIES.length)
  },
)
