import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertProperty, insertReview } from '../test/factories.ts'
import type { HeardStatement } from '../test/statement-log.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import {
  ALL_PROPERTIES_SEARCH,
  DETAILS_PAGE,
  HOME_PAGE,
  type SESSION_REQUESTS,
} from './expected-round-trips.ts'

// A performance guard that counts instead of timing: the statements each API request of a page sends to the
// database, against expected-round-trips.ts. Counts are exact, so a query added to (or lost from) a request
// fails here on every machine, naming the request and the statements it made.

let ctx: TestContext
let buyer: SignedIn & { email: string }
let listingId: string
const TOWN = 'Brackenholt'

beforeAll(async () => {
  ctx = await createTestContext()
  const buyerRow = await insertAccount(ctx.db)
  buyer = { ...(await signIn(ctx, buyerRow.email, TEST_PASSWORD)), email: buyerRow.email }
  const agent = await insertAgent(ctx.db)
  const listing = await insertProperty(ctx.db, { location: `3 Fen Lane, ${TOWN}`, agentId: agent.id })
  listingId = listing.id
  await insertProperty(ctx.db, { location: `5 Fen Lane, ${TOWN}`, agentId: agent.id, isAdvertised: true })
  await insertReview(ctx.db, { propertyId: listing.id, userId: buyerRow.id })
})

afterAll(async () => {
  await ctx?.close()
})

type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown }

/** What the web app's sessionOf sends for a page request of the signed-in buyer. */
function sessionCalls(): Record<keyof typeof SESSION_REQUESTS, Call> {
  return {
    'GET /api/auth/get-session': {
      method: 'GET',
      path: '/api/auth/get-session',
      headers: { Cookie: buyer.cookie },
    },
    'POST /api/jwt': {
      method: 'POST',
      path: '/api/jwt',
      headers: { Cookie: buyer.cookie, Origin: ctx.config.baseUrl },
      body: { email: buyer.email },
    },
    'GET /api/users/role/{email}': {
      method: 'GET',
      path: `/api/users/role/${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    },
  }
}

/** Sends each call in turn and compares the statements each one made with the expected counts. */
async function expectRoundTrips(expected: Record<string, number>, calls: Record<string, Call>) {
  const heard: Record<string, HeardStatement[]> = {}
  for (const [name, call] of Object.entries(calls)) {
    heard[name] = await ctx.statements.record(async () => {
      const response = await ctx.request(call.path, {
        method: call.method,
        headers: { ...call.headers, ...(call.body !== undefined && { 'Content-Type': 'application/json' }) },
        ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
      })
      expect(response.status, `${name} answered ${response.status}`).toBe(200)
      await response.arrayBuffer()
    })
  }
  const counted = Object.fromEntries(
    Object.entries(heard).map(([name, statements]) => [name, statements.length]),
  )
  const changed = Object.keys(expected).filter((name) => counted[name] !== expected[name])
  const report = changed
    .map(
      (name) =>
        `${name}: ${counted[name]} statements, expected ${expected[name]}:\n  ${heard[name]?.map((statement) => statement.sql).join('\n  ')}`,
    )
    .join('\n')
  expect(counted, `round trips changed (update expected-round-trips.ts if meant):\n${report}`).toEqual(
    expected,
  )
}

describe('SQL round trips per page (expected-round-trips.ts)', () => {
  it('home page', async () => {
    await expectRoundTrips(HOME_PAGE, {
      'GET /api/properties/advertised': { method: 'GET', path: '/api/properties/advertised' },
      'GET /api/reviews/latest': { method: 'GET', path: '/api/reviews/latest' },
      'GET /api/agents/featured': { method: 'GET', path: '/api/agents/featured' },
    })
  })

  it('one All Properties search', async () => {
    const search: Call = {
      method: 'GET',
      path: `/api/properties/verified?search=${TOWN}&page=1&limit=12`,
      headers: buyer.headers,
    }
    await expectRoundTrips(ALL_PROPERTIES_SEARCH, {
      ...sessionCalls(),
      'GET /api/properties/verified?search={text}': search,
      'GET /api/properties/verified?search={text}, again': search,
    })
  })

  it('one details page', async () => {
    await expectRoundTrips(DETAILS_PAGE, {
      ...sessionCalls(),
      'GET /api/properties/{id}': {
        method: 'GET',
        path: `/api/properties/${listingId}`,
        headers: buyer.headers,
      },
      'GET /api/reviews/{id}': { method: 'GET', path: `/api/reviews/${listingId}`, headers: buyer.headers },
      'GET /api/properties/{id}/price-history': {
        method: 'GET',
        path: `/api/properties/${listingId}/price-history`,
        headers: buyer.headers,
      },
      'GET /api/properties/{id}/estimate': {
        method: 'GET',
        path: `/api/properties/${listingId}/estimate`,
        headers: buyer.headers,
      },
    })
  })
})
