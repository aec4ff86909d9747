import { FEATURED_AGENTS_COUNT, type FeaturedAgent, featuredAgentSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { insertAgent, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

/** An agent with `bought` sold properties, plus listings whose offers are not bought (they must not count). */
async function agentWithSales(
  db: Database,
  name: string,
  bought: number,
  role: 'agent' | 'fraud' = 'agent',
  image: string | null = null,
) {
  const agent = await insertUser(db, { name, role, image })
  const buyer = await insertUser(db, { name: `Buyer of ${name}` })
  for (let i = 0; i < bought; i++) {
    const property = await insertProperty(db, { agentId: agent.id })
    await insertOffer(db, { property, buyer, status: 'bought' })
  }
  const unsold = await insertProperty(db, { agentId: agent.id })
  await insertOffer(db, { property: unsold, buyer, status: 'accepted' })
  await insertOffer(db, { property: unsold, buyer, status: 'pending' })
  await insertOffer(db, { property: unsold, buyer, status: 'rejected' })
  return agent
}

describe('GET /api/agents/featured', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx?.close())

  it('features nobody while the marketplace has no agents: no made-up people', async () => {
    await insertUser(ctx.db, { role: 'user' })
    await insertUser(ctx.db, { role: 'admin' })
    const { status, body } = await getJson<FeaturedAgent[]>(ctx, '/api/agents/featured')
    expect(status).toBe(200)
    expect(body).toEqual([])
  })

  it('lists real agents, even without sales', async () => {
    const agent = await insertAgent(ctx.db, { name: 'Only Agent' })
    const { body } = await getJson<FeaturedAgent[]>(ctx, '/api/agents/featured')
    expect(body).toEqual([
      { _id: agent.id, name: 'Only Agent', email: agent.email, soldCount: 0, photoURL: null },
    ])
  })

  it('ranks real agents by bought offers, fraud agents excluded', async () => {
    const { db } = ctx
    await agentWithSales(db, 'Fiona Fraud', 5, 'fraud')
    const one = await agentWithSales(db, 'Olga One', 1)
    const three = await agentWithSales(db, 'Theo Three', 3, 'agent', '/uploads/theo.webp')
    await agentWithSales(db, 'Zed Zero', 0)
    const two = await agentWithSales(db, 'Tina Two', 2)

    const { body } = await getJson<FeaturedAgent[]>(ctx, '/api/agents/featured')
    expect(body).toEqual([
      { _id: three.id, name: 'Theo Three', email: three.email, soldCount: 3, photoURL: '/uploads/theo.webp' },
      { _id: two.id, name: 'Tina Two', email: two.email, soldCount: 2, photoURL: null },
      { _id: one.id, name: 'Olga One', email: one.email, soldCount: 1, photoURL: null },
    ])
    expect(body).toHaveLength(FEATURED_AGENTS_COUNT)
    for (const agent of body) featuredAgentSchema.strict().parse(agent)
  })
})
