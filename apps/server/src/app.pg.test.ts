import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { properties, users } from './db/schema.ts'
import { cookieFrom, postJson, signInWithPassword, signUp } from './test/auth-helpers.ts'
import { insertAgent, insertOffer, insertProperty, insertUser } from './test/factories.ts'
import { createTestApp, createTestContext, getJson, type TestApp, type TestContext } from './test/test-app.ts'

// Scale-out: the process keeps no state of its own, so two instances over one PostgreSQL database answer the same.
// Matched only by the api-postgres project (*.pg.test.ts).

let ctx: TestContext
let otherDatabase: DatabaseHandle
let other: TestApp

beforeAll(async () => {
  ctx = await createTestContext()
  if (!ctx.databaseUrl) throw new Error('two-instance tests need a PostgreSQL database')
  otherDatabase = openDatabase({ url: ctx.databaseUrl })
  other = createTestApp(otherDatabase, ctx.storage, {
    dataDir: ctx.config.dataDir,
    webDistDir: ctx.config.webDistDir,
  })
})
afterAll(async () => {
  await otherDatabase?.close()
  await ctx?.close()
})

const titles = async (app: Pick<TestApp, 'request'>, path: string) => {
  const { headers, body } = await getJson<{ title: string }[]>(app, path)
  return { total: headers.get('X-Total-Count'), titles: body.map((p) => p.title) }
}

describe('two app instances over one PostgreSQL database', () => {
  it('both report a healthy database', async () => {
    expect((await getJson(ctx, '/api/health')).body).toEqual({ status: 'ok', db: 'up' })
    expect((await getJson(other, '/api/health')).body).toEqual({ status: 'ok', db: 'up' })
  })

  it('share sessions: signed in on one, the token works on the other until signed out on either', async () => {
    const email = 'roaming@example.test'
    expect((await signUp(ctx, { name: 'Roaming Ray', email, password: 'roam-1234' })).status).toBe(200)
    const signedIn = await signInWithPassword(ctx, email, 'roam-1234')
    const cookie = cookieFrom(signedIn)
    const tokenResponse = await postJson(other, '/api/jwt', { email }, { Cookie: cookie })
    expect(tokenResponse.status).toBe(200)
    const { token } = (await tokenResponse.json()) as { token: string }
    const me = (app: TestApp) =>
      app.request('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })
    expect((await me(ctx)).status).toBe(200)
    expect((await me(other)).status).toBe(200)
    expect((await postJson(other, '/api/auth/sign-out', {}, { Cookie: cookie })).status).toBe(200)
    expect((await me(ctx)).status).toBe(401)
  })

  it('see each other’s writes on their next request', async () => {
    const agent = await insertAgent(ctx.db, { name: 'Shared Agent' })
    await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Written through the first',
      isAdvertised: true,
    })
    expect(await titles(other, '/api/properties/advertised')).toEqual({
      total: '1',
      titles: ['Written through the first'],
    })

    await insertProperty(otherDatabase.db, {
      agentId: agent.id,
      title: 'Written through the second',
      isAdvertised: true,
      listingType: 'rent',
    })
    const first = await titles(ctx, '/api/properties/advertised')
    expect(first.total).toBe('2')
    expect(first.titles).toContain('Written through the second')
    expect(await titles(ctx, '/api/properties/advertised')).toEqual(
      await titles(other, '/api/properties/advertised'),
    )
  })

  it('apply a fraud mark made through one instance on the other’s next request', async () => {
    await ctx.db.update(users).set({ role: 'fraud' }).where(eq(users.name, 'Shared Agent'))
    expect(await titles(other, '/api/properties/advertised')).toEqual({ total: '0', titles: [] })
    expect(await titles(other, '/api/properties/rent')).toEqual({ total: '0', titles: [] })
  })

  it('agree on sold state and agent rankings', async () => {
    const agent = await insertAgent(otherDatabase.db, { name: 'Seller' })
    const buyer = await insertUser(otherDatabase.db, { name: 'Buyer' })
    const property = await insertProperty(otherDatabase.db, {
      agentId: agent.id,
      title: 'Sold rental',
      listingType: 'rent',
    })
    await insertOffer(otherDatabase.db, { property, buyer, status: 'bought' })

    const [fromFirst, fromSecond] = await Promise.all([
      getJson<{ title: string; isSold: boolean }[]>(ctx, '/api/properties/rent'),
      getJson<{ title: string; isSold: boolean }[]>(other, '/api/properties/rent'),
    ])
    expect(fromFirst.body).toEqual(fromSecond.body)
    expect(fromFirst.body.find((p) => p.title === 'Sold rental')?.isSold).toBe(true)

    const [agentsFirst, agentsSecond] = await Promise.all([
      getJson<{ name: string; soldCount: number }[]>(ctx, '/api/agents/featured'),
      getJson<{ name: string; soldCount: number }[]>(other, '/api/agents/featured'),
    ])
    expect(agentsFirst.body).toEqual(agentsSecond.body)
    expect(agentsFirst.body[0]).toMatchObject({ name: 'Seller', soldCount: 1 })
  })

  it('share the database itself, not copies of it', async () => {
    const [viaFirst] = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, 'Sold rental'))
    expect(viaFirst).toBeDefined()
  })
})
