import { encodeSearchArea } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProperties } from '../seed/seed.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertProperty, insertUser } from '../test/factories.ts'
import { type PlanNode, planOf } from '../test/query-plans.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// A performance guard that reads plans instead of timing: on PostgreSQL with enough listings that a sequential
// scan is what the planner would pick without an index, every statement the All Properties search (and a
// listing's estimate) sends that reads listings must reach them through an index. The statements are the ones the app sent (heard with
// their values), so this follows the search wherever its query goes.

const LISTINGS = 20_000
let ctx: TestContext
let buyer: SignedIn
let listingId: string

beforeAll(async () => {
  ctx = await createTestContext({ env: { SEARCH_RATE_LIMIT: '1000' } })
  // Agents enough (and one marked as fraud) that the planner's estimates are those of a real marketplace: with
  // a single agent it expects the fraud check to remove every listing and any plan looks cheap.
  const agents = await Promise.all(Array.from({ length: 20 }, () => insertAgent(ctx.db)))
  await insertUser(ctx.db, { role: 'fraud' })
  // The synthetic listings take their agents and pictures from those already there.
  listingId = (await insertProperty(ctx.db, { agentId: agents[0]?.id ?? null })).id
  await addSyntheticProperties(ctx.db, LISTINGS)
  await ctx.database.db.execute('analyze')
  const person = await insertAccount(ctx.db)
  buyer = await signIn(ctx, person.email, TEST_PASSWORD)
})

afterAll(async () => {
  await ctx?.close()
})

/** Nodes that pass their outer input's rows on as they come, so a Limit above them stops the read below. */
const STREAMING = new Set([
  'Nested Loop',
  'Hash Join',
  'Merge Join',
  'Subquery Scan',
  'Result',
  'Append',
  'Gather',
])

/**
 * The plan's reads of properties, each `bounded` when its rows stream into a Limit (a capped count reads its
 * first rows in any order, and a sequential scan is then the cheapest bounded read), else unbounded.
 */
function listingReadsOf(node: PlanNode, bounded = false): { read: string; bounded: boolean }[] {
  const own =
    node['Relation Name'] === 'properties'
      ? [{ read: `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`, bounded }]
      : []
  const children = (node.Plans ?? []).flatMap((child) => {
    const streams = ['Outer', 'Member', 'Subquery'].includes(child['Parent Relationship'] ?? '')
    const childBounded =
      node['Node Type'] === 'Limit' || (bounded && STREAMING.has(node['Node Type']) && streams)
    return listingReadsOf(child, childBounded)
  })
  return [...own, ...children]
}

/** The tables a plan reads, each once. */
function relationsOf(node: PlanNode): Set<string> {
  const children = (node.Plans ?? []).flatMap((child) => [...relationsOf(child)])
  return new Set([...(node['Relation Name'] ? [node['Relation Name']] : []), ...children])
}

/** The statements of one search that read listings, each with the listing reads of its plan. */
async function listingReadsOfSearch(path: string) {
  const heard = await ctx.statements.record(async () => {
    const response = await ctx.request(path, { headers: buyer.headers })
    expect(response.status, `${path} answered ${response.status}`).toBe(200)
    await response.arrayBuffer()
  })
  const reads = heard.filter(({ sql }) => /^\s*select\b/i.test(sql) && sql.includes('from "properties"'))
  expect(reads.length, `${path} read no listings`).toBeGreaterThan(0)
  return Promise.all(
    reads.map(async (statement) => {
      const plan = await planOf(ctx.databaseUrl, statement)
      return { sql: statement.sql, reads: listingReadsOf(plan), relations: relationsOf(plan) }
    }),
  )
}

/** An `area` parameter of [latitude, longitude] corners. */
const drawn = (...corners: [number, number][]) =>
  encodeURIComponent(encodeSearchArea(corners.map(([latitude, longitude]) => ({ latitude, longitude }))))

describe(`All Properties search over ${LISTINGS} listings: plans use indexes`, () => {
  it.each([
    ['a search by place', '/api/properties/verified?search=portland&page=1&limit=12'],
    ['the first page, newest first', '/api/properties/verified?page=1&limit=12'],
    [
      'an area drawn around a city',
      `/api/properties/verified?area=${drawn([30, -98], [30, -97.5], [30.6, -97.7])}&page=1&limit=12`,
    ],
    [
      'an area drawn over a country',
      `/api/properties/verified?area=${drawn([25, -125], [25, -70], [49, -100])}&page=1&limit=12`,
    ],
  ])('%s reads listings through an index', async (_, path) => {
    for (const { sql, reads, relations } of await listingReadsOfSearch(path)) {
      const unboundedScans = reads.filter(({ read, bounded }) => read === 'Seq Scan' && !bounded)
      expect(
        unboundedScans,
        `an unbounded sequential scan of properties in:\n${sql}\nreads: ${JSON.stringify(reads)}`,
      ).toEqual([])
      // Whether a rental is let is the listing's own column: a search's page and count look up no application
      // per listing they pass.
      expect(relations.has('rental_applications'), `rental applications read in:\n${sql}`).toBe(false)
    }
  })
})

describe(`A listing's estimate over ${LISTINGS} listings: plans use indexes`, () => {
  it('reads the version of the sold homes, and the sold and let homes, through indexes', async () => {
    for (const { sql, reads } of await listingReadsOfSearch(`/api/properties/${listingId}/estimate`)) {
      expect(
        reads.filter(({ read }) => read === 'Seq Scan'),
        `a sequential scan of properties in:\n${sql}\nreads: ${JSON.stringify(reads)}`,
      ).toEqual([])
    }
  })
})
