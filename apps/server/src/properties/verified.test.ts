import { type Property, propertySchema } from '@keyhaven/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../db/schema.ts'
import { insertProperty } from '../test/factories.ts'
import {
  CALLERS,
  createPropertiesTestContext,
  type PropertiesTestContext,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { encodeCursor } from './cursor.ts'

// GET /api/properties/verified (All Properties): search, sort, offset and keyset pages. The scenario's
// listings live in a town no demo listing mentions ('Quillmont'), so searching for it sees exactly them.

let t: PropertiesTestContext
const TOWN = 'Quillmont'
/** The listings the search must return (visible), in no particular order. */
const visible: { id: string; priceLow: number; createdAt: string }[] = []

beforeAll(async () => {
  t = await createPropertiesTestContext()
  const { db } = t.ctx
  // Prices with ties (the id breaks them), spread over two agents and both listing types; every third listing
  // belongs to an agent whose account was deleted, which keeps it out of every public list.
  const prices = [500, 250, 900, 250, 120, 750, 250, 640, 900, 300, 410, 1_000, 120, 860]
  for (const [n, price] of prices.entries()) {
    const agentId = [t.ids.agent, t.ids.otherAgent, null][n % 3] ?? null
    const row = await insertProperty(db, {
      title: `Quillmont listing ${n}`,
      location: `${n + 1} Birch Row, ${TOWN}, OR`,
      priceLow: price,
      priceHigh: price + 50,
      listingType: n % 2 ? 'rent' : 'sale',
      agentId,
    })
    if (agentId) visible.push({ id: row.id, priceLow: price, createdAt: '' })
  }
  // Several listings created within one millisecond (and two at the very same instant): a cursor that kept
  // only milliseconds would skip or repeat rows here.
  await db.execute(sql`
    update properties set created_at = timestamptz '2030-01-01T00:00:00.000100Z' + (ord * interval '100 microseconds')
    from (select id, row_number() over (order by id) % 5 as ord from properties where location like ${`%${TOWN}%`}) as picked
    where properties.id = picked.id`)
  const times = await db
    .select({
      id: properties.id,
      t: sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(properties)
  const timeOf = new Map(times.map((row) => [row.id, row.t]))
  for (const row of visible) row.createdAt = timeOf.get(row.id) ?? ''

  // Same town, never listed publicly.
  await insertProperty(db, {
    location: `1 Hidden Lane, ${TOWN}`,
    verificationStatus: 'pending',
    agentId: t.ids.agent,
  })
  await insertProperty(db, {
    location: `2 Hidden Lane, ${TOWN}`,
    verificationStatus: 'rejected',
    agentId: t.ids.agent,
  })
  await insertProperty(db, { location: `3 Hidden Lane, ${TOWN}`, agentId: t.ids.fraud })
  // Pattern characters are literal: only this listing contains '%' or '_'.
  await insertProperty(db, { location: 'Unit 7_B, 100% Harbour View, Brackwater', agentId: t.ids.agent })
})
afterAll(() => t?.ctx.close())

const byPrice = (direction: 1 | -1) => (a: (typeof visible)[number], b: (typeof visible)[number]) =>
  direction * (a.priceLow - b.priceLow || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
const newest = (a: (typeof visible)[number], b: (typeof visible)[number]) =>
  b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

async function list(query: string, who: (typeof CALLERS)[number] = 'user') {
  const response = await t.send('GET', `/api/properties/verified?${query}`, who)
  const body = await expectJson<Property[]>(response, 200)
  for (const item of body) propertySchema.strict().parse(item)
  const total = response.headers.get('X-Total-Count')
  return {
    ids: body.map((p) => p._id),
    body,
    total: total === null ? null : Number(total),
    next: response.headers.get('X-Next-Cursor'),
  }
}

/** Follows X-Next-Cursor from the first page to the last. */
async function walkWithCursor(query: string) {
  const pages: string[][] = []
  let page = await list(query)
  pages.push(page.ids)
  while (page.next) {
    page = await list(`${query}&cursor=${page.next}`)
    expect(page.total, 'keyset pages do not count again').toBeNull()
    pages.push(page.ids)
    expect(pages.length).toBeLessThan(50)
  }
  return pages
}

async function walkWithOffset(query: string, limit: number) {
  const pages: string[][] = []
  for (let page = 1; ; page++) {
    const result = await list(`${query}&page=${page}`)
    expect(result.total).toBe(visible.length)
    if (result.ids.length === 0) break
    pages.push(result.ids)
    if (result.ids.length < limit) break
  }
  return pages
}

describe('GET /api/properties/verified: who may call it', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await t.send('GET', '/api/properties/verified', 'anonymous'), 401)
  })

  it.each(CALLERS)('answers 200 to a signed-in %s', async (who) => {
    const { body, total } = await list('', who)
    expect(body.length).toBeGreaterThan(0)
    expect(total).toBeGreaterThanOrEqual(visible.length)
  })
})

describe('GET /api/properties/verified: search', () => {
  it('matches a partial, differently-cased location and counts the matches', async () => {
    const { ids, total } = await list('search=qUILLmo&limit=100')
    expect(new Set(ids)).toEqual(new Set(visible.map((v) => v.id)))
    expect(total).toBe(visible.length)
  })

  it('shows only verified listings of agents not marked fraud', async () => {
    const { body } = await list('search=hidden lane&limit=100')
    expect(body).toEqual([])
    const all = await list('limit=100')
    for (const item of all.body) {
      expect(item.verificationStatus).toBe('verified')
      expect(item.agentEmail).not.toBe('victor.crane@example.com')
    }
  })

  it('takes % and _ literally', async () => {
    expect((await list('search=%25')).body.map((p) => p.location)).toEqual([
      'Unit 7_B, 100% Harbour View, Brackwater',
    ])
    expect((await list('search=7_b')).total).toBe(1)
    expect((await list('search=Quillm_nt')).total).toBe(0)
    expect((await list('search=Qu%25ont')).total).toBe(0)
  })

  it('treats an empty or blank search as no search', async () => {
    const everything = await list('')
    expect((await list('search=')).total).toBe(everything.total)
    expect((await list('search=%20%20')).total).toBe(everything.total)
  })

  it('pages the search with ?page=&limit=', async () => {
    const first = await list(`search=${TOWN}&sort=asc&limit=5&page=1`)
    const third = await list(`search=${TOWN}&sort=asc&limit=5&page=3`)
    const sorted = [...visible].sort(byPrice(1)).map((v) => v.id)
    expect(first.ids).toEqual(sorted.slice(0, 5))
    expect(third.ids).toEqual(sorted.slice(10, 15))
    expect(first.total).toBe(visible.length)
    expect(third.total).toBe(visible.length)
    const beyond = await list(`search=${TOWN}&limit=5&page=9`)
    expect(beyond.ids).toEqual([])
    expect(beyond.next).toBeNull()
    expect(beyond.total).toBe(visible.length)
  })
})

describe('GET /api/properties/verified: texts JavaScript folds alike but PostgreSQL does not', () => {
  // 'ΟΔΟΣ'.toLowerCase() is 'οδος' (a final sigma); PostgreSQL's lower() gives 'οδοσ', or leaves it as it is
  // under the C locale. Either way the two searches match different listings.
  it("pages one search without taking the other's pages", async () => {
    const insert = (title: string, location: string) =>
      insertProperty(t.ctx.db, { title, location, agentId: t.ids.agent })
    for (const n of [1, 2, 3, 4]) await insert(`Greek lower ${n}`, `${n} οδος Ermou, Athens`)
    // Newer, so first in the newest-first order.
    for (const n of [1, 2, 3, 4, 5, 6]) await insert(`Greek upper ${n}`, `${n} ΟΔΟΣ Ermou, Athens`)
    const search = (text: string, page: number, limit = 2) =>
      list(`search=${encodeURIComponent(text)}&limit=${limit}&page=${page}`)

    const lowerAll = (await search('οδος', 1, 10)).ids
    expect(lowerAll).toHaveLength(4)
    for (const page of [1, 2, 3]) expect((await search('ΟΔΟΣ', page)).ids).toHaveLength(2)
    expect((await search('οδος', 2)).ids).toEqual(lowerAll.slice(2, 4))
  })
})

describe('GET /api/properties/verified: sort', () => {
  it('sorts by the low price, ascending, ties broken by id', async () => {
    const { ids, body } = await list(`search=${TOWN}&sort=asc&limit=100`)
    expect(ids).toEqual([...visible].sort(byPrice(1)).map((v) => v.id))
    const prices = body.map((p) => p.priceLow ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('sorts by the low price, descending', async () => {
    const { ids, body } = await list(`search=${TOWN}&sort=desc&limit=100`)
    expect(ids).toEqual([...visible].sort(byPrice(-1)).map((v) => v.id))
    const prices = body.map((p) => p.priceLow ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it('lists newest first without a sort', async () => {
    const { ids } = await list(`search=${TOWN}&limit=100`)
    expect(ids).toEqual([...visible].sort(newest).map((v) => v.id))
  })
})

describe('GET /api/properties/verified: keyset cursor', () => {
  it.each([
    ['asc', 'sort=asc&'],
    ['desc', 'sort=desc&'],
    ['newest first', ''],
  ])('cursor pages (%s) concatenate to the same rows as offset pages', async (_, sort) => {
    const query = `${sort}search=${TOWN}&limit=4`
    const viaCursor = await walkWithCursor(query)
    const viaOffset = await walkWithOffset(query, 4)
    expect(viaCursor).toEqual(viaOffset)
    expect(viaCursor.flat()).toHaveLength(visible.length)
    expect(new Set(viaCursor.flat()).size).toBe(visible.length)
  })

  it('walks the whole unfiltered list too, with no row twice', async () => {
    const { total } = await list('limit=1')
    const pages = await walkWithCursor('sort=desc&limit=100')
    expect(pages.flat()).toHaveLength(total ?? -1)
    expect(new Set(pages.flat()).size).toBe(total)
  })

  it('names no next cursor on the last page', async () => {
    const { next, ids } = await list(`search=${TOWN}&limit=100`)
    expect(ids).toHaveLength(visible.length)
    expect(next).toBeNull()
  })

  it('ignores page when a cursor is given', async () => {
    const first = await list(`search=${TOWN}&sort=asc&limit=3`)
    const withPage = await list(`search=${TOWN}&sort=asc&limit=3&page=4&cursor=${first.next}`)
    const withoutPage = await list(`search=${TOWN}&sort=asc&limit=3&cursor=${first.next}`)
    expect(withPage.ids).toEqual(withoutPage.ids)
  })

  it.each([
    ['not base64url', 'abc!def'],
    ['base64url of something else', Buffer.from('hello').toString('base64url')],
    ['a cursor with a bad id', Buffer.from('{"o":"asc","k":"100","i":"nope"}').toString('base64url')],
    [
      'a cursor with a bad key',
      Buffer.from(`{"o":"asc","k":"1e9","i":"${crypto.randomUUID()}"}`).toString('base64url'),
    ],
    [
      'an impossible date',
      encodeCursor({ order: 'newest', key: '2030-13-01T00:00:00.000000Z', id: crypto.randomUUID() }),
    ],
    ['an empty cursor', ''],
  ])('answers 400 naming cursor for %s', async (_, cursor) => {
    await expectApiError(
      await t.send('GET', `/api/properties/verified?cursor=${cursor}`, 'user'),
      400,
      'cursor',
    )
  })

  it('answers 400 naming cursor when the cursor was made for another sort', async () => {
    const { next } = await list(`search=${TOWN}&sort=asc&limit=2`)
    const response = await t.send('GET', `/api/properties/verified?sort=desc&cursor=${next}`, 'user')
    await expectApiError(response, 400, 'cursor')
  })
})

describe('GET /api/properties/verified: bad input', () => {
  it.each([
    ['sort=up', 'sort'],
    ['sort=ASC', 'sort'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    await expectApiError(await t.send('GET', `/api/properties/verified?${query}`, 'user'), 400, field)
  })
})
