import { feedPageSchema, issuedFeedKeySchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProperties } from '../seed/seed.ts'
import { bearer, insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertProperty, insertUser } from '../test/factories.ts'
import { type PlanNode, planOf } from '../test/query-plans.ts'
import { expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// The portal feed's performance guard, by plans instead of timings: over enough listings that the planner would
// scan and sort them whole without an index, a page (the first, a filtered one, one reached by @odata.nextLink
// in the stream's order and in another) reads feed_entries through the index of its order and stops at the
// page, and a count reads it through an index. The statements are the ones the feed sent, with their values.

const LISTINGS = 20_000
let ctx: TestContext
let feedKey: string

beforeAll(async () => {
  ctx = await createTestContext({ env: { FEED_SETTLE_SECONDS: '0', FEED_RATE_LIMIT: '1000' } })
  const agents = await Promise.all(Array.from({ length: 20 }, () => insertAgent(ctx.db)))
  await insertUser(ctx.db, { role: 'fraud' })
  await insertProperty(ctx.db, { agentId: agents[0]?.id ?? null })
  await addSyntheticProperties(ctx.db, LISTINGS)
  await ctx.database.db.execute('analyze')
  const admin = await insertAccount(ctx.db, { role: 'admin' })
  const signedIn = await signIn(ctx, admin.email, TEST_PASSWORD)
  const issued = await sendJson(ctx, 'POST', '/api/admin/feed-keys', signedIn.headers, { name: 'Plans' })
  feedKey = issuedFeedKeySchema.parse(await expectJson(issued, 201)).key
})

afterAll(async () => {
  await ctx?.close()
})

interface EntryRead {
  read: string
  /** A Limit is above the read: it stops at the page. */
  limited: boolean
  /** A sort lies between that Limit and the read: every row the read finds is sorted before the page is cut. */
  sortedFirst: boolean
}

function entryReadsOf(node: PlanNode, above = { limited: false, sortedFirst: false }): EntryRead[] {
  const type = node['Node Type']
  const own =
    node['Relation Name'] === 'feed_entries'
      ? [{ read: `${type}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`, ...above }]
      : []
  const below =
    type === 'Limit'
      ? { limited: true, sortedFirst: false }
      : type === 'Sort' || type === 'Incremental Sort'
        ? { ...above, sortedFirst: true }
        : above
  return [...own, ...(node.Plans ?? []).flatMap((child) => entryReadsOf(child, below))]
}

/** The feed's statements for one request that read its entries, each with the reads of its plan. */
async function entryReadsOfFeed(path: string) {
  let nextLink: string | undefined
  const heard = await ctx.statements.record(async () => {
    const response = await ctx.request(path, { headers: bearer(feedKey) })
    nextLink = feedPageSchema.parse(await expectJson(response, 200))['@odata.nextLink']
  })
  const reads = heard.filter(({ sql }) => sql.includes('from "feed_entries"'))
  expect(reads.length, `${path} read no entries`).toBeGreaterThan(0)
  const statements = await Promise.all(
    reads.map(async (statement) => ({
      sql: statement.sql,
      counts: /^\s*select count\(/i.test(statement.sql),
      reads: entryReadsOf(await planOf(ctx.databaseUrl, statement)),
    })),
  )
  return { statements, nextLink: nextLink && new URL(nextLink).pathname + new URL(nextLink).search }
}

const FILTER = encodeURIComponent(
  "StandardStatus eq 'Active' and PropertyType eq 'Residential' and ListPrice ge 250000 and City in ('Austin','Round Rock') and BedroomsTotal ge 3",
)

/**
 * No read of the entries is a sequential scan, and a page's read stops at the page, in its order's index; only
 * with a filter may the planner instead sort the entries a filter's index found (a few, for a selective one).
 */
async function expectIndexedPages(path: string, filtered: boolean) {
  const { statements, nextLink } = await entryReadsOfFeed(path)
  for (const { sql, counts, reads } of statements) {
    const context = `in:\n${sql}\nreads: ${JSON.stringify(reads)}`
    expect(
      reads.filter(({ read }) => read.startsWith('Seq Scan')),
      `a sequential scan ${context}`,
    ).toEqual([])
    if (counts) continue
    const sortedByFilterIndex = (read: EntryRead) => filtered && read.read === 'Bitmap Heap Scan'
    expect(
      reads.filter((read) => !read.limited || (read.sortedFirst && !sortedByFilterIndex(read))),
      `entries read whole or sorted before the page is cut ${context}`,
    ).toEqual([])
  }
  return nextLink
}

describe(`the portal feed over ${LISTINGS} listings: pages read the index of their order`, () => {
  it.each([
    ['the first page', '/api/feed/Property?$top=100', false],
    ['the changes since a time', '/api/feed/Property?$top=100&modifiedSince=2000-01-01T00:00:00Z', false],
    ['a filtered page, counted', `/api/feed/Property?$top=100&$count=true&$filter=${FILTER}`, true],
    [
      'by price, highest first',
      `/api/feed/Property?$top=100&$orderby=${encodeURIComponent('ListPrice desc')}`,
      false,
    ],
    ['by city', '/api/feed/Property?$top=100&$orderby=City', false],
  ])('%s, and the page its @odata.nextLink gives', async (_, path, filtered) => {
    const nextLink = await expectIndexedPages(path, filtered)
    expect(nextLink, `${path} has no next page`).toBeDefined()
    await expectIndexedPages(nextLink ?? '', filtered)
  })
})
