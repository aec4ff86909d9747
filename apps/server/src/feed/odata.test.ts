import { type FeedEntry, type FeedPage, feedPageSchema, issuedFeedKeySchema } from '@keyhaven/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// The feed's OData query options, each operator and combination, over a fixed set of listings: what each
// $filter answers, and every option the feed does not take refused with a 400 in OData's error shape.

let ctx: TestContext
let feedKey: string
let since: string
/** The listings by name, and each name by listing key. */
const keys: Record<string, string> = {}
const names = new Map<string, string>()

beforeAll(async () => {
  ctx = await createTestContext({ env: { FEED_SETTLE_SECONDS: '0', FEED_RATE_LIMIT: '1000' } })
  const admin = await insertAccount(ctx.db, { role: 'admin' })
  const signedIn = await signIn(ctx, admin.email, TEST_PASSWORD)
  const issued = issuedFeedKeySchema.parse(
    await expectJson(
      await sendJson(ctx, 'POST', '/api/admin/feed-keys', signedIn.headers, { name: 'OData portal' }),
      201,
    ),
  )
  feedKey = issued.key
  const result = (await ctx.db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  )) as unknown as { rows: { now: string }[] }
  since = result.rows[0]?.now ?? ''

  const agent = await insertUser(ctx.db, { role: 'agent' })
  const buyer = await insertUser(ctx.db)
  const listing = (values: Omit<Parameters<typeof insertProperty>[1], 'agentId'>) =>
    insertProperty(ctx.db, { ...values, agentId: agent.id })
  const house = await listing({
    priceLow: 100_000,
    priceHigh: 120_000,
    bedrooms: 2,
    city: 'Springfield',
    postalCode: '62701',
  })
  const flat = await listing({
    category: 'Apartment',
    priceLow: 300_000,
    priceHigh: 300_000,
    bedrooms: 3,
    city: 'Shelbyville',
    postalCode: '62565',
  })
  await insertOffer(ctx.db, { property: flat, buyer, status: 'accepted' })
  const rental = await listing({
    listingType: 'rent',
    category: 'Apartment',
    priceLow: 1_500,
    priceHigh: 1_500,
    bedrooms: 1,
    city: 'Springfield',
    postalCode: null,
  })
  const office = await listing({
    category: 'Office',
    priceLow: 900_000,
    priceHigh: 1_000_000,
    bedrooms: null,
    city: "O'Fallon",
    postalCode: '62269',
  })
  await insertOffer(ctx.db, { property: office, buyer, status: 'bought' })
  const withdrawn = await listing({ bedrooms: 4, city: 'Springfield', postalCode: '62701' })
  await ctx.db.execute(
    sql`update properties set verification_status = 'pending', listing_stage = 'withdrawn' where id = ${withdrawn.id}`,
  )
  for (const [name, row] of Object.entries({ house, flat, rental, office, withdrawn })) {
    keys[name] = row.id
    names.set(row.id, name)
  }
})
afterAll(() => ctx?.close())

const feedUrl = (options: Record<string, string>) => {
  const params = new URLSearchParams({ modifiedSince: since, ...options })
  return `/api/feed/Property?${params}`
}

const read = (url: string) => ctx.request(url, { headers: bearer(feedKey) })

async function page(url: string): Promise<FeedPage> {
  return feedPageSchema.strict().parse(await expectJson(await read(url), 200))
}

/** The names of the listings the entries are, in the order answered. */
const namesOf = (entries: FeedEntry[]) =>
  entries.map((entry) => names.get(entry.ListingKey) ?? entry.ListingKey)

/** Every entry from `url` on, following @odata.nextLink. */
async function readAll(url: string): Promise<FeedEntry[]> {
  const entries: FeedEntry[] = []
  let next: string | undefined = url
  while (next) {
    const answer = await page(next)
    entries.push(...answer.value)
    next =
      answer['@odata.nextLink'] &&
      new URL(answer['@odata.nextLink']).pathname + new URL(answer['@odata.nextLink']).search
  }
  return entries
}

describe('$filter', () => {
  it.each([
    ["StandardStatus eq 'Active'", ['house', 'rental']],
    ["StandardStatus ne 'Active'", ['flat', 'office', 'withdrawn']],
    ["StandardStatus in ('Pending', 'Closed')", ['flat', 'office']],
    ["StandardStatus eq 'Withdrawn'", ['withdrawn']],
    ["PropertyType eq 'ResidentialLease'", ['rental']],
    ["PropertyType in ('CommercialSale','Residential')", ['house', 'flat', 'office']],
    ['ListPrice gt 300000', ['office']],
    ['ListPrice ge 300000', ['flat', 'office']],
    ['ListPrice lt 300000', ['house', 'rental']],
    ['ListPrice le 3e5', ['house', 'flat', 'rental']],
    ['ListPrice eq 120000.00', ['house']],
    ['BedroomsTotal eq 2', ['house']],
    ['BedroomsTotal ne 2', ['flat', 'rental']],
    ['BedroomsTotal in (1, 3)', ['flat', 'rental']],
    // A removal answers only its key, status and time: its other fields are null, for filters too.
    ['BedroomsTotal eq null', ['office', 'withdrawn']],
    ["City eq 'Springfield'", ['house', 'rental']],
    ["City eq 'O''Fallon'", ['office']],
    ["City in ('Springfield', 'Shelbyville')", ['house', 'flat', 'rental']],
    ["City in ('Shelbyville', null)", ['flat', 'withdrawn']],
    ["City gt 'S'", ['flat', 'house', 'rental']],
    ['PostalCode eq null', ['rental', 'withdrawn']],
    ['PostalCode ne null', ['house', 'flat', 'office']],
    ["PostalCode eq '62701'", ['house']],
    // OData's comparisons are true or false: one with a null field is false, so its negation is true.
    ["not (City eq 'Springfield')", ['flat', 'office', 'withdrawn']],
    ["not City eq 'Springfield'", ['flat', 'office', 'withdrawn']],
    ["StandardStatus eq 'Active' and BedroomsTotal ge 2", ['house']],
    ["StandardStatus eq 'Active' or ListPrice gt 500000", ['house', 'rental', 'office']],
    ["(City eq 'Shelbyville' or ListPrice gt 500000) and not (StandardStatus eq 'Closed')", ['flat']],
    // and binds tighter than or.
    ["City eq 'Shelbyville' or ListPrice gt 500000 and StandardStatus eq 'Active'", ['flat']],
    ["((PropertyType eq 'Residential'))", ['house', 'flat']],
    [`ModificationTimestamp ge ${'SINCE'}`, ['house', 'flat', 'rental', 'office', 'withdrawn']],
    [`ModificationTimestamp lt ${'SINCE'}`, []],
  ])('%s', async (filter, expected) => {
    const entries = await readAll(feedUrl({ $filter: filter.replace('SINCE', since), $top: '2' }))
    expect(namesOf(entries).sort()).toEqual([...expected].sort())
  })

  it('compares ModificationTimestamp to the microsecond, with gt, ge, lt and le, in any offset', async () => {
    const stream = await readAll(feedUrl({}))
    const middle = stream[2]
    if (!middle) throw new Error('too few entries')
    const before = namesOf(stream.slice(0, 2))
    const after = namesOf(stream.slice(3))
    const at = middle.ModificationTimestamp ?? ''
    const filtered = async (filter: string) => namesOf(await readAll(feedUrl({ $filter: filter })))
    expect(await filtered(`ModificationTimestamp lt ${at}`)).toEqual(before)
    expect(await filtered(`ModificationTimestamp le ${at}`)).toEqual([...before, namesOf([middle])[0]])
    expect(await filtered(`ModificationTimestamp gt ${at}`)).toEqual(after)
    expect(await filtered(`ModificationTimestamp ge ${at}`)).toEqual([namesOf([middle])[0], ...after])
    expect(await filtered(`ModificationTimestamp eq ${at}`)).toEqual(namesOf([middle]))
    // The same moment two hours east of UTC.
    const east = new Date(new Date(at).getTime() + 2 * 3600_000).toISOString().replace('Z', '+02:00')
    expect(await filtered(`ModificationTimestamp ge ${east.slice(0, 19)}+02:00`)).toContain(
      namesOf([middle])[0],
    )
  })

  it('carries the filter and the other options into @odata.nextLink', async () => {
    const first = await page(feedUrl({ $filter: "City eq 'Springfield'", $top: '1', $select: 'City' }))
    const next = new URL(first['@odata.nextLink'] ?? '')
    expect(next.searchParams.get('$filter')).toBe("City eq 'Springfield'")
    expect(next.searchParams.get('$select')).toBe('City')
    expect(next.pathname).toBe('/api/feed/Property')
  })
})

describe('$select, $orderby, $top, $skip, $count, $expand', () => {
  it('$select answers the fields named and the key; a removal its key, status and time', async () => {
    const answer = await page(
      feedUrl({
        $select: 'City,ListPrice',
        $filter: "City eq 'Springfield' or StandardStatus eq 'Withdrawn'",
      }),
    )
    expect(answer['@odata.context']).toBe(
      new URL('/api/feed/$metadata#Property(ListingKey,ListPrice,City)', ctx.config.baseUrl).toString(),
    )
    expect(answer.value).toEqual([
      { ListingKey: keys.house, ListPrice: 120_000, City: 'Springfield' },
      { ListingKey: keys.rental, ListPrice: 1_500, City: 'Springfield' },
      { ListingKey: keys.withdrawn, StandardStatus: 'Withdrawn', ModificationTimestamp: expect.any(String) },
    ])
    const all = await page(feedUrl({ $select: '*', $top: '1' }))
    expect(all['@odata.context']).toBe(new URL('/api/feed/$metadata#Property', ctx.config.baseUrl).toString())
    expect(Object.keys(all.value[0] ?? {})).toContain('PublicRemarks')
  })

  it('$orderby sorts by the fields asked, nulls first ascending and last descending, and pages by $skiptoken', async () => {
    const byPrice = await readAll(feedUrl({ $orderby: 'ListPrice desc', $top: '2' }))
    expect(namesOf(byPrice)).toEqual(['office', 'flat', 'house', 'rental', 'withdrawn'])
    const byCity = await readAll(feedUrl({ $orderby: 'City,BedroomsTotal desc', $top: '4' }))
    expect(namesOf(byCity)).toEqual(['withdrawn', 'office', 'flat', 'house', 'rental'])
    const first = await page(feedUrl({ $orderby: 'ListPrice desc', $top: '2', $skip: '1' }))
    const next = new URL(first['@odata.nextLink'] ?? '')
    expect(next.searchParams.get('$skip')).toBeNull()
    expect(next.searchParams.get('$skiptoken')).not.toBeNull()
    expect(namesOf((await page(next.pathname + next.search)).value)).toEqual(['rental', 'withdrawn'])
    const last = await page(feedUrl({ $orderby: 'ListPrice desc', $top: '2', $skip: '4' }))
    expect(last['@odata.nextLink']).toBeUndefined()
    expect(last['@odata.deltaLink']).toBeUndefined()
  })

  it('$skip leaves entries out of the stream, $top bounds a page, $count counts them all', async () => {
    const stream = namesOf(await readAll(feedUrl({})))
    const skipped = await page(feedUrl({ $skip: '1', $top: '2', $count: 'true' }))
    expect(namesOf(skipped.value)).toEqual(stream.slice(1, 3))
    expect(skipped['@odata.count']).toBe(5)
    const counted = await page(feedUrl({ $count: 'true', $filter: "StandardStatus eq 'Active'", $top: '1' }))
    expect(counted['@odata.count']).toBe(2)
    expect(counted.value).toHaveLength(1)
    expect(new URL(counted['@odata.nextLink'] ?? '').searchParams.get('$count')).toBe('true')
    expect((await page(feedUrl({ $count: 'false' })))['@odata.count']).toBeUndefined()
  })

  it('$expand=Media answers the pictures; without it a listing has no Media', async () => {
    const plain = await page(feedUrl({ $filter: "City eq 'Shelbyville'" }))
    expect(plain.value[0]).not.toHaveProperty('Media')
    const expanded = await page(feedUrl({ $filter: "City eq 'Shelbyville'", $expand: 'Media' }))
    expect(expanded.value[0]).toMatchObject({
      Media: [{ MediaKey: `${keys.flat}-1`, MediaCategory: 'Photo', Order: 1, MediaURL: expect.any(String) }],
    })
  })

  it('the first address of the entity set answers the same', async () => {
    const options = new URLSearchParams({ modifiedSince: since, $filter: "City eq 'Springfield'" })
    const legacy = await page(`/api/feed/properties?${options}`)
    expect(namesOf(legacy.value)).toEqual(['house', 'rental'])
  })
})

describe('$metadata', () => {
  it('describes the Property entity set in CSDL, for a feed key only', async () => {
    const response = await read('/api/feed/$metadata')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const document = await response.text()
    expect(document).toContain('<EntitySet Name="Property" EntityType="org.reso.metadata.Property"/>')
    expect(document).toContain('<Key><PropertyRef Name="ListingKey"/></Key>')
    for (const field of ['ListPriceLow', 'LeaseAmountFrequency', 'LotSizeUnits', 'ListAgentFullName'])
      expect(document).toContain(`<Property Name="${field}"`)
    expect(document).toContain(
      '<Property Name="ModificationTimestamp" Type="Edm.DateTimeOffset" Nullable="false"/>',
    )
    await expectApiError(await ctx.request('/api/feed/$metadata'), 401)
  })
})

/** A $skiptoken as the feed writes one, with whatever a forger puts in it. */
const forgedToken = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')
const A_TIME = '2026-11-20T08:00:00.000000Z'
const AN_ID = '00000000-0000-4000-8000-000000000000'

describe('what the feed does not take is a 400 naming it, never ignored', () => {
  it.each([
    ['$search=house', '$search'],
    ['$apply=groupby((City))', '$apply'],
    ['$format=json', '$format'],
    ['$levels=2', '$levels'],
    ['$compute=ListPrice mul 2 as Double', '$compute'],
    ['city=Springfield', 'city'],
    ['$top=1&$top=2', '$top'],
    ["$filter=contains(City,'a')", '$filter'],
    ['$filter=ListPrice add 1 gt 2', '$filter'],
    ['$filter=Latitude gt 1', '$filter'],
    ['$filter=City eq', '$filter'],
    ["$filter=(City eq 'a'", '$filter'],
    ["$filter=City eq 'a' City", '$filter'],
    ["$filter=City eq 'a", '$filter'],
    ["$filter=StandardStatus eq 'Sold'", '$filter'],
    ["$filter=StandardStatus gt 'Active'", '$filter'],
    ["$filter=ListPrice eq '1'", '$filter'],
    ['$filter=City eq 1', '$filter'],
    ["$filter=ModificationTimestamp gt '2026-01-01'", '$filter'],
    ['$filter=ModificationTimestamp gt 2026-02-30T00:00:00Z', '$filter'],
    ['$filter=City gt null', '$filter'],
    ['$filter=City eq PostalCode', '$filter'],
    ['$filter=Media/any(m: m/Order eq 1)', '$filter'],
    ['$filter=', '$filter'],
    ['$select=Nope', '$select'],
    ['$select=Media', '$select'],
    ['$orderby=PublicRemarks', '$orderby'],
    ['$orderby=City sideways', '$orderby'],
    ['$expand=Media($select=MediaURL)', '$expand'],
    ['$expand=ListAgent', '$expand'],
    ['$count=yes', '$count'],
    ['$skip=-1', '$skip'],
    ['$top=0', '$top'],
    ['$skiptoken=not base64!', '$skiptoken'],
    [`$skiptoken=${forgedToken({ o: 'list_price desc', p: ['1000.00', A_TIME, AN_ID] })}`, '$skiptoken'],
    [
      `$orderby=ListPrice desc&$skiptoken=${forgedToken({ o: 'list_price desc', p: ['1; drop table users', A_TIME, AN_ID] })}`,
      '$skiptoken',
    ],
    [
      `$orderby=ListPrice desc&$skiptoken=${forgedToken({ o: 'list_price desc', p: ['1000.00', A_TIME] })}`,
      '$skiptoken',
    ],
    [`$skiptoken=${forgedToken({ o: '', p: ['2026-02-30T08:00:00.000000Z', AN_ID] })}`, '$skiptoken'],
    [`$skiptoken=${forgedToken({ o: '', p: [A_TIME, 'not-an-id'] })}`, '$skiptoken'],
    [`$skiptoken=${forgedToken({ o: '', p: ['0000-01-01T00:00:00.000000Z', AN_ID] })}`, '$skiptoken'],
    [`$orderby=City&$skiptoken=${forgedToken({ o: 'city asc', p: [null, null, AN_ID] })}`, '$skiptoken'],
  ])('%s', async (query, option) => {
    const response = await read(`/api/feed/Property?${query.replaceAll(' ', '%20')}`)
    const body = await expectApiError(response, 400, option)
    expect(body).toEqual({ error: { code: 'bad_request', message: expect.any(String), field: option } })
  })
})
