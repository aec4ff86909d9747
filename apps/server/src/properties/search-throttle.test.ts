import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../auth/caller.ts'
import { rateCounters } from '../db/schema.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createSearchThrottle, SEARCH_THROTTLED } from './search-throttle.ts'

// All Properties' searches (list and map) per person and per client address in a minute: a script's stream of
// searches is refused with 429, while other people and other addresses search on.

let ctx: TestContext
const people: SignedIn[] = []

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      SIGN_IN_RATE_LIMIT: '1000',
      SEARCH_RATE_LIMIT: '3',
      SEARCH_RATE_LIMIT_PER_ADDRESS: '5',
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    },
  })
  for (let n = 0; n < 3; n++) {
    people.push(await signIn(ctx, (await insertAccount(ctx.db)).email, TEST_PASSWORD))
  }
})
afterAll(() => ctx?.close())

const search = (who: SignedIn, address: string, path = '/api/properties/verified?search=elm') =>
  ctx.request(path, { headers: { ...who.headers, 'x-forwarded-for': address } })

describe('search throttle', () => {
  it('holds one person to SEARCH_RATE_LIMIT searches a minute, list and map together, with a clear 429', async () => {
    const [first] = people as [SignedIn]
    expect((await search(first, '10.0.0.1')).status).toBe(200)
    expect((await search(first, '10.0.0.1', '/api/properties/verified/pins?minBeds=2')).status).toBe(200)
    expect((await search(first, '10.0.0.2')).status).toBe(200)
    const refused = await search(first, '10.0.0.3')
    expect(refused.status).toBe(429)
    // The seconds until the person's minute, begun at their first search, ends.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: SEARCH_THROTTLED } })
    // What is not a search stays open to them.
    expect((await search(first, '10.0.0.3', '/api/properties/rent')).status).toBe(200)
    expect((await search(first, '10.0.0.3', '/api/properties/advertised')).status).toBe(200)
  })

  it('holds one address to SEARCH_RATE_LIMIT_PER_ADDRESS searches a minute, whoever signs in from it', async () => {
    const [, second, third] = people as [SignedIn, SignedIn, SignedIn]
    // 10.0.0.1 already searched twice above.
    expect((await search(second, '10.0.0.1')).status).toBe(200)
    expect((await search(second, '10.0.0.1')).status).toBe(200)
    expect((await search(third, '10.0.0.1')).status).toBe(200)
    expect((await search(third, '10.0.0.1')).status).toBe(429)
    expect((await search(third, '10.0.0.9')).status).toBe(200)
  })
})

describe('the cost of counting', () => {
  it('writes once per share of the minute, not on every search', async () => {
    const throttle = createSearchThrottle({
      db: ctx.db,
      perPerson: 120,
      perAddress: 600,
      trustedProxyHeader: undefined,
      oneAtATime: false,
    })
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('caller', { id: 'counted-caller' } as AppEnv['Variables']['caller'])
        await next()
      })
      .get('/search', throttle, (c) => c.text('ok'))
    for (let n = 0; n < 5; n++) expect((await app.request('/search')).status).toBe(200)
    const counted = await ctx.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, 'search:counted-caller'))
    // One share of the person's 120 a minute (a tenth) was taken, once, for the five searches.
    expect(counted.map((row) => row.count)).toEqual([12])
  })
})

describe('searches on the embedded database', () => {
  /** How many searches were inside the handler at once, with `oneAtATime` or not. */
  async function mostAtOnce(oneAtATime: boolean) {
    const throttle = createSearchThrottle({
      db: ctx.db,
      perPerson: 100,
      perAddress: 100,
      trustedProxyHeader: undefined,
      oneAtATime,
    })
    let inside = 0
    let most = 0
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('caller', { id: `caller-${oneAtATime}` } as AppEnv['Variables']['caller'])
        await next()
      })
      .get('/search', throttle, async (c) => {
        most = Math.max(most, ++inside)
        // Long enough for the other requests to arrive while this one is inside.
        await new Promise((resolve) => setTimeout(resolve, 30))
        inside--
        return c.text('ok')
      })
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.request('/search')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    return most
  }

  it('take turns when oneAtATime, so other requests wait behind one search at most', async () => {
    expect(await mostAtOnce(true)).toBe(1)
  })

  it('run side by side on a PostgreSQL server', async () => {
    expect(await mostAtOnce(false)).toBeGreaterThan(1)
  })
})
