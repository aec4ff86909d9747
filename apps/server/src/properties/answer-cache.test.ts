import type { Property } from '@keyhaven/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../db/schema.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectJson } from '../test/responses.ts'
import { listingsVersion } from './answer-cache.ts'

// All Properties keeps its answers per query while the listings' version stays (decision 0042). Each change
// here is made by a statement of its own, not through the app, as another instance's write would be: the next
// search still shows it, because the commit moved the version the search reads first.

let t: PropertiesTestContext
const TOWN = 'Keptwick'
let listing: Awaited<ReturnType<typeof insertProperty>>
let agentId: string

beforeAll(async () => {
  t = await createPropertiesTestContext()
  agentId = (await insertAgent(t.ctx.db, { name: 'Ada Kept' })).id
  listing = await insertProperty(t.ctx.db, {
    agentId,
    location: `1 Cache Row, ${TOWN}`,
    title: 'Kept Cottage',
  })
})
afterAll(async () => {
  await t?.ctx.close()
})

/** The one listing of the town, as the buyer's search answers it (twice: the second is the kept answer). */
async function searched(): Promise<Property | undefined> {
  const path = `/api/properties/verified?search=${TOWN}`
  await t.send('GET', path, 'user')
  const [card, ...more] = await expectJson<Property[]>(await t.send('GET', path, 'user'), 200)
  expect(more).toEqual([])
  return card
}

describe('GET /api/properties/verified keeps its answer until what it shows changes', () => {
  it('shows a change of the listing, its agent, its open houses and its offers on the next search', async () => {
    const { db } = t.ctx
    expect((await searched())?.title).toBe('Kept Cottage')

    await db.update(properties).set({ title: 'Changed Cottage' }).where(eq(properties.id, listing.id))
    expect((await searched())?.title).toBe('Changed Cottage')

    await db.update(users).set({ name: 'Ada Renamed' }).where(eq(users.id, agentId))
    expect((await searched())?.agentName).toBe('Ada Renamed')

    await db.execute(sql`insert into open_houses (property_id, starts_at, ends_at)
      values (${listing.id}, now() + interval '1 day', now() + interval '1 day 2 hours')`)
    expect((await searched())?.openHouses).toHaveLength(1)

    const buyer = await insertUser(db)
    await insertOffer(db, { property: listing, buyer, status: 'bought' })
    expect((await searched())?.isSold).toBe(true)

    await db.update(users).set({ role: 'fraud' }).where(eq(users.id, agentId))
    expect(await searched()).toBeUndefined()
  })

  it('moves the version once per committed transaction, not for a rolled-back one or a sign-in', async () => {
    const { db } = t.ctx
    const before = await listingsVersion(db)
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3])
        await insertProperty(tx, { agentId: t.ids.agent, location: `${n} Once Lane` })
    })
    expect(await listingsVersion(db)).toBe(before + 1n)

    await expect(
      db.transaction(async (tx) => {
        await insertProperty(tx, { agentId: t.ids.agent, location: '4 Once Lane' })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await listingsVersion(db)).toBe(before + 1n)

    const person = await insertAccount(db)
    await signIn(t.ctx, person.email, TEST_PASSWORD)
    expect(await listingsVersion(db)).toBe(before + 1n)
  })

  it('counts again from 1 when a reset emptied its table, and the next search still sees the change', async () => {
    const { db } = t.ctx
    const path = '/api/properties/verified?search=Resetford'
    expect(await expectJson<Property[]>(await t.send('GET', path, 'user'), 200)).toEqual([])
    await db.execute(sql`delete from listing_changes`)
    expect(await listingsVersion(db)).toBe(0n)
    await insertProperty(db, { agentId: t.ids.agent, location: '1 Reset Row, Resetford' })
    expect(await listingsVersion(db)).toBe(1n)
    expect(await expectJson<Property[]>(await t.send('GET', path, 'user'), 200)).toHaveLength(1)
  })
})
