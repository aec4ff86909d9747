import {
  LISTING_CSV_COLUMNS,
  type ListingImportReport,
  listingImportReportSchema,
  MAX_IMPORT_ROWS,
} from '@keyhaven/contract'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../db/schema.ts'
import { DEMO_CALLERS, insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertProperty, insertUpload } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    env: { SIGN_IN_RATE_LIMIT: '1000', MAX_DRAFTS_PER_AGENT: '600' },
  })
})
afterAll(() => ctx?.close())

/** A fresh account of the role, signed in, with its id. */
async function account(role: 'agent' | 'user' | 'fraud' | 'admin') {
  const row = await insertAccount(ctx.db, { role })
  return { id: row.id, session: await signIn(ctx, row.email, TEST_PASSWORD) }
}

const HEADER = LISTING_CSV_COLUMNS.join(',')

/** A CSV file of these lines (the header first unless given), joined with `newline`. */
const csvFile = (lines: string[], newline = '\n') => lines.join(newline)

function importCsv(session: SignedIn, csv: string | Uint8Array, query = '') {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'listings.csv')
  return ctx.request(`/api/properties/import${query}`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  })
}

async function report(session: SignedIn, csv: string, query = ''): Promise<ListingImportReport> {
  return listingImportReportSchema.strict().parse(await expectJson(await importCsv(session, csv, query), 200))
}

/** The agent's listings by title (an import's drafts are made in one transaction, so at one time). */
const listingsOf = (agentId: string) =>
  ctx.db.select().from(properties).where(eq(properties.agentId, agentId)).orderBy(properties.title)

/** A row of the given cells by column name, the rest empty. */
const row = (cells: Partial<Record<(typeof LISTING_CSV_COLUMNS)[number], string>>) =>
  stringify([LISTING_CSV_COLUMNS.map((column) => cells[column] ?? '')], { record_delimiter: '' })

async function exportCsv(session: SignedIn) {
  const response = await ctx.request('/api/properties/agent/export.csv', { headers: session.headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="keyhaven-listings.csv"')
  // As the bytes are: Response.text() would take the BOM off.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
}

const NOT_YOUR_PICTURE =
  'a listing shows only pictures you uploaded to Keyhaven or that one of your listings already shows'
const ALREADY_HELD = 'is a home you already have (same title and address): it is not imported again'

/** The seeded demo agent, signed in, with its id. */
async function demoAgent() {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CALLERS.agent))
  if (!row) throw new Error('no demo agent')
  return { id: row.id, session: await signIn(ctx, DEMO_CALLERS.agent) }
}

describe('the template', () => {
  it('is the header and one example row, and imports as it is', async () => {
    const response = await ctx.request('/api/properties/import/template.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = await response.text()
    const [header, ...rows] = parse(text, { bom: true }) as string[][]
    expect(header).toEqual([...LISTING_CSV_COLUMNS])
    expect(rows).toHaveLength(1)
    const agent = await account('agent')
    expect(await report(agent.session, text, '?dryRun=true')).toEqual({
      rows: [{ row: 2, ok: true, errors: [] }],
      created: 0,
    })
  })
})

describe('importing', () => {
  it('a dry run checks and saves nothing; without it every good row becomes a draft of the caller', async () => {
    const agent = await account('agent')
    const picture = await insertUpload(ctx.db, agent.id)
    const csv = csvFile([
      HEADER,
      row({
        title: 'Harbour flat',
        priceRange: '$250,000 - $260,000',
        listingType: 'sale',
        category: 'Apartment',
        bedrooms: '2',
        city: 'Portsmouth',
        country: 'GB',
        features: 'balcony; elevator',
        approximateLocation: 'yes',
        latitude: '50.7989',
        longitude: '-1.0912',
        images: picture,
      }),
      row({ title: 'Plot by the river' }),
    ])
    expect(await report(agent.session, csv, '?dryRun=true')).toEqual({
      rows: [
        { row: 2, ok: true, errors: [] },
        { row: 3, ok: true, errors: [] },
      ],
      created: 0,
    })
    expect(await listingsOf(agent.id)).toEqual([])

    expect((await report(agent.session, csv)).created).toBe(2)
    const [flat, plot] = await listingsOf(agent.id)
    expect(flat).toMatchObject({
      title: 'Harbour flat',
      priceLow: 250_000,
      priceHigh: 260_000,
      category: 'Apartment',
      bedrooms: 2,
      location: 'Portsmouth, GB',
      features: ['balcony', 'elevator'],
      approximateLocation: true,
      // An approximate point is stored rounded, as any listing's.
      latitude: 50.8,
      longitude: -1.09,
      images: [picture],
      verificationStatus: 'pending',
      listingStage: 'draft',
    })
    expect(plot).toMatchObject({ title: 'Plot by the river', priceLow: null, listingStage: 'draft' })
  })

  it('reports each bad row by column and saves only the good rows', async () => {
    const agent = await account('agent')
    const someoneElse = await account('agent')
    const theirPicture = await insertUpload(ctx.db, someoneElse.id)
    const result = await report(
      agent.session,
      csvFile([
        HEADER,
        row({ title: 'Good one', priceRange: '$100 - $200' }),
        row({ title: 'Bad numbers', bedrooms: 'many', priceRange: 'cheap', yearBuilt: '1700.5' }),
        row({ description: 'No title here', country: 'usa', features: 'garden;sauna' }),
        row({ title: 'Borrowed photo', images: theirPicture }),
        row({ title: 'Half a point', latitude: '51.5' }),
      ]),
    )
    expect(result.created).toBe(1)
    const [good, numbers, untitled, borrowed, halfPoint] = result.rows
    expect(good).toEqual({ row: 2, ok: true, errors: [] })
    expect(numbers?.ok).toBe(false)
    expect(numbers?.errors.map((error) => error.column).sort()).toEqual([
      'bedrooms',
      'priceRange',
      'yearBuilt',
    ])
    expect(numbers?.errors.find((error) => error.column === 'bedrooms')?.message).toBe(
      'bedrooms must be a whole number',
    )
    expect(untitled?.errors.map((error) => error.column).sort()).toEqual(['country', 'features', 'title'])
    expect(borrowed?.errors).toEqual([{ column: 'images', message: NOT_YOUR_PICTURE }])
    expect(halfPoint?.errors.map((error) => error.column)).toEqual(['longitude'])
    expect((await listingsOf(agent.id)).map((listing) => listing.title)).toEqual(['Good one'])
  })

  it('reads quotes, doubled quotes, line breaks in a cell, commas, CRLF and a BOM; counts rows as a spreadsheet does', async () => {
    const agent = await account('agent')
    const csv = `\uFEFF${csvFile(
      [
        'title,description,priceRange',
        '"Cottage, with ""character""","Line one\r\nLine two, and a comma","$1,000 - $2,000"',
        '',
        'Barn,"Only ""quotes""",',
      ],
      '\r\n',
    )}`
    const result = await report(agent.session, csv)
    expect(result).toEqual({
      rows: [
        { row: 2, ok: true, errors: [] },
        { row: 4, ok: true, errors: [] },
      ],
      created: 2,
    })
    const [barn, cottage] = await listingsOf(agent.id)
    expect(cottage).toMatchObject({
      title: 'Cottage, with "character"',
      description: 'Line one\r\nLine two, and a comma',
      priceLow: 1000,
      priceHigh: 2000,
    })
    expect(barn).toMatchObject({ title: 'Barn', description: 'Only "quotes"' })
  })

  it('takes formula-looking cells as text, and exports them escaped so a spreadsheet does not run them', async () => {
    const agent = await account('agent')
    const formulas = {
      title: '=HYPERLINK("http://evil.example","Click")',
      description: '+1+2',
      street: '-3 Minus Road',
      region: '@SUM(A1:A2)',
    }
    const csv = csvFile([
      'title,description,street,region,city,bedrooms',
      `"${formulas.title.replaceAll('"', '""')}",${formulas.description},${formulas.street},${formulas.region},Leeds,=1+1`,
      `"${formulas.title.replaceAll('"', '""')}",${formulas.description},${formulas.street},${formulas.region},Leeds,`,
    ])
    const result = await report(agent.session, csv)
    // A formula in a number column is text, so no number.
    expect(result.rows[0]?.errors).toEqual([
      { column: 'bedrooms', message: 'bedrooms must be a whole number' },
    ])
    expect(result.created).toBe(1)
    const [listing] = await listingsOf(agent.id)
    expect(listing).toMatchObject(formulas)

    const [header, exported] = parse(await exportCsv(agent.session), { bom: true }) as [string[], string[]]
    const cell = (column: string) => exported[header.indexOf(column)]
    expect(cell('title')).toBe(`'${formulas.title}`)
    expect(cell('description')).toBe(`'${formulas.description}`)
    expect(cell('street')).toBe(`'${formulas.street}`)
    expect(cell('region')).toBe(`'${formulas.region}`)
  })

  it('refuses a file that is no listing CSV with 400 naming file', async () => {
    const agent = await account('agent')
    await expectApiError(
      await importCsv(agent.session, 'title,colour\nA,red'),
      400,
      'file: has a column "colour"',
    )
    await expectApiError(await importCsv(agent.session, HEADER), 400, 'file: holds no listing')
    await expectApiError(
      await importCsv(agent.session, 'title,title\nA,B'),
      400,
      'file: has the column "title" twice',
    )
    await expectApiError(await importCsv(agent.session, 'title\n"unclosed'), 400, 'file: is not valid CSV')
    await expectApiError(
      await importCsv(agent.session, new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xff, 0xfe])),
      400,
      'file: must be UTF-8 text',
    )
    const noFile = await ctx.request('/api/properties/import', {
      method: 'POST',
      headers: agent.session.headers,
      body: new FormData(),
    })
    await expectApiError(noFile, 400, 'file: a CSV file is required')
    await expectApiError(await importCsv(agent.session, HEADER, '?dryRun=maybe'), 400, 'dryRun')
    expect(await listingsOf(agent.id)).toEqual([])
  })

  it(`refuses ${MAX_IMPORT_ROWS + 1} rows with 400 and more than 1 MB with 413; ${MAX_IMPORT_ROWS} rows go in one transaction`, async () => {
    const agent = await account('agent')
    const rows = (count: number) => [
      'title',
      ...Array.from({ length: count }, (_, index) => `Listing ${index + 1}`),
    ]
    await expectApiError(
      await importCsv(agent.session, csvFile(rows(MAX_IMPORT_ROWS + 1))),
      400,
      `file: holds more than ${MAX_IMPORT_ROWS} listings; at most ${MAX_IMPORT_ROWS}`,
    )
    const large = csvFile(['title,description', `Big,"${'x'.repeat(1024 * 1024)}"`])
    await expectApiError(await importCsv(agent.session, large), 413, 'file: must be at most 1 MB')
    expect(await listingsOf(agent.id)).toEqual([])

    expect((await report(agent.session, csvFile(rows(MAX_IMPORT_ROWS)))).created).toBe(MAX_IMPORT_ROWS)
    expect(await listingsOf(agent.id)).toHaveLength(MAX_IMPORT_ROWS)
  })

  it('stops reading a file of many short rows at the first one past the limit, beside a live health check', async () => {
    const agent = await account('agent')
    // About 1 MB of one-cell rows: counted as they are parsed, the parser stops at row 502 and never learns the
    // file's length (a parse of the whole file before the check would name it).
    const bomb = `title\n${'a\n'.repeat(520_000)}`
    const [refused, health] = await Promise.all([
      importCsv(agent.session, bomb, '?dryRun=true'),
      ctx.request('/api/health'),
    ])
    const error = await expectApiError(refused, 400)
    expect(error.error.message).toBe(
      `file: holds more than ${MAX_IMPORT_ROWS} listings; at most ${MAX_IMPORT_ROWS} can be imported at once`,
    )
    expect(health.status).toBe(200)
    const blank = `title\nOne\n${'\n'.repeat(MAX_IMPORT_ROWS + 1)}Two\n`
    await expectApiError(
      await importCsv(agent.session, blank),
      400,
      `file: has more than ${MAX_IMPORT_ROWS} blank lines`,
    )
    expect(await listingsOf(agent.id)).toEqual([])
  })

  it('keeps an agent to MAX_DRAFTS_PER_AGENT drafts: an import or draft past it is a 409 and saves nothing', async () => {
    const agent = await account('agent')
    const titled = (prefix: string, count: number) =>
      csvFile(['title', ...Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`)])
    expect((await report(agent.session, titled('Flood', MAX_IMPORT_ROWS))).created).toBe(MAX_IMPORT_ROWS)
    const flood = await Promise.all([
      importCsv(agent.session, titled('Second wave', 60)),
      importCsv(agent.session, titled('Third wave', 60)),
    ])
    // The cap is 600 here: of two concurrent imports of 60, one fits and the other is refused.
    expect(flood.map((response) => response.status).sort()).toEqual([200, 409])
    const refused = flood.find((response) => response.status === 409)
    if (!refused) throw new Error('none refused')
    await expectApiError(
      refused,
      409,
      'An agent keeps at most 600 drafts and you have 560: submit or delete some before adding 60 more.',
    )
    expect(await listingsOf(agent.id)).toHaveLength(560)
    await expectJson(
      await ctx.request('/api/properties', {
        method: 'POST',
        headers: { ...agent.session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ draft: true, title: 'One more' }),
      }),
      201,
    )
    expect((await report(agent.session, titled('Last', 39))).created).toBe(39)
    await expectApiError(
      await ctx.request('/api/properties', {
        method: 'POST',
        headers: { ...agent.session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ draft: true, title: 'Over the cap' }),
      }),
      409,
      'An agent keeps at most 600 drafts and you have 600',
    )
    expect(await listingsOf(agent.id)).toHaveLength(600)
  })

  it('reports a row that repeats an earlier row of the file as such and saves it once', async () => {
    const agent = await account('agent')
    const csv = csvFile([
      'title,street,city',
      'Twin house,1 Main St,Porto',
      ' twin  HOUSE ,1 main st,porto',
      'Twin house,2 Main St,Porto',
    ])
    const first = await report(agent.session, csv)
    expect(first.created).toBe(2)
    expect(first.rows[1]).toEqual({
      row: 3,
      ok: false,
      errors: [
        { column: 'row', message: 'repeats row 2 (same title and address): it is not imported twice' },
      ],
    })
    expect((await report(agent.session, csv)).created).toBe(0)
    expect(await listingsOf(agent.id)).toHaveLength(2)
  })

  it('is for agents only', async () => {
    const csv = csvFile(['title', 'Mine'])
    for (const role of ['user', 'fraud', 'admin'] as const) {
      const caller = await account(role)
      await expectApiError(await importCsv(caller.session, csv), 403)
      expect(await listingsOf(caller.id)).toEqual([])
    }
    await expectApiError(
      await ctx.request('/api/properties/import', { method: 'POST', body: new FormData() }),
      401,
    )
  })
})

describe('exporting', () => {
  it("answers the caller's listings of every status, and imports back to the same rows", async () => {
    const agent = await account('agent')
    const other = await account('agent')
    const pictures = [await insertUpload(ctx.db, agent.id), await insertUpload(ctx.db, agent.id)]
    await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Exported villa, "sea view"',
      description: 'Two lines\nof text',
      category: 'Villa',
      listingType: 'rent',
      priceLow: 2500,
      priceHigh: 2500,
      bedrooms: 4,
      bathrooms: 3,
      street: '1 Coast Road',
      unit: 'A',
      city: 'Nice',
      region: "Provence-Alpes-Côte d'Azur",
      postalCode: '06000',
      country: 'FR',
      location: "1 Coast Road A, Nice, Provence-Alpes-Côte d'Azur 06000, FR",
      latitude: 43.7,
      longitude: 7.27,
      livingArea: 210,
      lotSize: 900,
      yearBuilt: 1930,
      parkingSpaces: 2,
      features: ['garden', 'pool'],
      energyRating: 'B',
      availableFrom: '2030-06-01',
      minLeaseMonths: 12,
      deposit: 5000,
      virtualTourUrl: 'https://example.com/tour',
      image: pictures[0],
      images: pictures,
    })
    await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Pending cabin',
      verificationStatus: 'pending',
      image: pictures[1],
    })
    await insertProperty(ctx.db, { agentId: other.id, title: 'Not mine' })

    const first = await exportCsv(agent.session)
    expect(first.startsWith('\uFEFF')).toBe(true)
    expect(first).toContain('\r\n')
    const [header, ...rows] = parse(first, { bom: true }) as string[][]
    expect(header).toEqual([...LISTING_CSV_COLUMNS])
    expect(rows.map((cells) => cells[0])).toEqual(['Exported villa, "sea view"', 'Pending cabin'])
    expect(first).not.toContain('Not mine')

    // The same homes again are reported as such, not made twice.
    const repeated = await report(agent.session, first)
    expect(repeated.created).toBe(0)
    expect(repeated.rows.map((row) => row.errors)).toEqual([
      [
        {
          column: 'row',
          message: 'is a home you already have (same title and address): it is not imported again',
        },
      ],
      [
        {
          column: 'row',
          message: 'is a home you already have (same title and address): it is not imported again',
        },
      ],
    ])
    await ctx.db.delete(properties).where(eq(properties.agentId, agent.id))
    expect(await report(agent.session, first)).toEqual({
      rows: [
        { row: 2, ok: true, errors: [] },
        { row: 3, ok: true, errors: [] },
      ],
      created: 2,
    })
    const [, ...again] = parse(await exportCsv(agent.session), { bom: true }) as string[][]
    const byTitle = (list: string[][]) => [...list].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(byTitle(again)).toEqual(byTitle(rows))
  })

  it("of the demo listings imports back with their pictures: the agent's own listings' pictures are theirs to reuse", async () => {
    const agent = await demoAgent()
    const exported = await exportCsv(agent.session)
    const [header = [], ...rows] = parse(exported, { bom: true }) as string[][]
    const titleAt = header.indexOf('title')
    const imagesAt = header.indexOf('images')
    expect(rows.length).toBeGreaterThan(0)
    // The demo pictures were uploaded by no one (the seed stored them), and every demo listing shows some.
    expect(rows.filter((cells) => cells[imagesAt] === '')).toEqual([])

    // As it is, each row is a home the agent already has, and says only that.
    expect(await report(agent.session, exported, '?dryRun=true')).toEqual({
      rows: rows.map((_, index) => ({
        row: index + 2,
        ok: false,
        errors: [{ column: 'row', message: ALREADY_HELD }],
      })),
      created: 0,
    })
    // Under new titles (an agent listing another home like each one, from the spreadsheet): no error at all.
    const renamed = stringify(
      [header, ...rows.map((cells) => cells.map((cell, at) => (at === titleAt ? `${cell} (copy)` : cell)))],
      { bom: true, record_delimiter: 'windows' },
    )
    const allOk = rows.map((_, index) => ({ row: index + 2, ok: true, errors: [] }))
    expect(await report(agent.session, renamed, '?dryRun=true')).toEqual({ rows: allOk, created: 0 })
    expect(await report(agent.session, renamed)).toEqual({ rows: allOk, created: rows.length })

    const listings = await listingsOf(agent.id)
    const imagesByTitle = new Map(listings.map((listing) => [listing.title, listing.images]))
    const originals = listings.filter((listing) => !listing.title.endsWith(' (copy)'))
    expect(originals).toHaveLength(rows.length)
    for (const original of originals) {
      expect(imagesByTitle.get(`${original.title} (copy)`)).toEqual(original.images)
    }
  })

  it("refuses a picture of another agent's listing: only the agent's own listings' pictures are reused", async () => {
    const demo = await demoAgent()
    const [shown] = (await listingsOf(demo.id)).flatMap((listing) => listing.images)
    if (!shown) throw new Error('the demo agent shows no picture')
    const other = await account('agent')
    expect(await report(other.session, csvFile([HEADER, row({ title: 'Lifted', images: shown })]))).toEqual({
      rows: [{ row: 2, ok: false, errors: [{ column: 'images', message: NOT_YOUR_PICTURE }] }],
      created: 0,
    })
    expect(await listingsOf(other.id)).toEqual([])
  })

  it('is written in pieces as it is read, a page of listings at a time', async () => {
    const agent = await account('agent')
    const titles = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => `Paged ${index + 1}`)
    expect((await report(agent.session, csvFile(['title', ...titles]))).created).toBe(MAX_IMPORT_ROWS)
    const more = Array.from({ length: 100 }, (_, index) => `Paged more ${index + 1}`)
    expect((await report(agent.session, csvFile(['title', ...more]))).created).toBe(100)
    const response = await ctx.request('/api/properties/agent/export.csv', { headers: agent.session.headers })
    expect(response.status).toBe(200)
    const reader = response.body?.getReader()
    if (!reader) throw new Error('no body')
    const chunks: Uint8Array[] = []
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
    // The header, then one piece per page of listings (two pages here), never the whole file as one string.
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    const [, ...rows] = parse(Buffer.concat(chunks).toString('utf8'), { bom: true }) as string[][]
    // Each import's drafts share one creation time, so within one the order is by id.
    const exported = rows.map((cells) => cells[0])
    expect(exported.slice(0, MAX_IMPORT_ROWS).sort()).toEqual([...titles].sort())
    expect(exported.slice(MAX_IMPORT_ROWS).sort()).toEqual([...more].sort())
  })

  it('is for agents only', async () => {
    await expectApiError(await ctx.request('/api/properties/agent/export.csv'), 401)
    const user = await account('user')
    await expectApiError(
      await ctx.request('/api/properties/agent/export.csv', { headers: user.session.headers }),
      403,
    )
  })
})
