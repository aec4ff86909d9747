import { type SavedSearch, savedSearchSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches } from '../db/schema.ts'
import {
  CALLERS,
  createPropertiesTestContext,
  type PropertiesTestContext,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { savedSearchValues } from './queries.ts'

// Saved searches: each caller's own list and bad input (their alerts: alerts.test.ts).

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

async function save(who: (typeof CALLERS)[number], name: string, query: string) {
  const saved = await expectJson<SavedSearch>(
    await t.send('POST', '/api/saved-searches', who, { name, query }),
    201,
  )
  return savedSearchSchema.strict().parse(saved)
}

async function listOf(who: (typeof CALLERS)[number]) {
  return expectJson<SavedSearch[]>(await t.send('GET', '/api/saved-searches', who), 200)
}

describe('saving, listing and deleting', () => {
  it.each(CALLERS)('lets a signed-in %s keep their own searches', async (who) => {
    const saved = await save(who, ` Rentals of ${who} `, '?maxPrice=3000&listingType=rent&sort=newest')
    expect(saved).toMatchObject({
      name: `Rentals of ${who}`,
      // One spelling: known parameters in a fixed order.
      query: 'listingType=rent&maxPrice=3000&sort=newest',
      alertsEnabled: true,
    })
    expect((await listOf(who)).map((s) => s._id)).toContain(saved._id)
    for (const other of CALLERS.filter((caller) => caller !== who)) {
      expect((await listOf(other)).map((s) => s._id)).not.toContain(saved._id)
    }
    await expectJson(await t.send('DELETE', `/api/saved-searches/${saved._id}`, who), 200)
    expect((await listOf(who)).map((s) => s._id)).not.toContain(saved._id)
  })

  it("answers 404 to someone else's search, and changes nothing", async () => {
    const saved = await save('user', 'Villas', 'category=Villa')
    for (const who of CALLERS.filter((caller) => caller !== 'user')) {
      await expectApiError(await t.send('DELETE', `/api/saved-searches/${saved._id}`, who), 404)
      await expectApiError(
        await t.send('PATCH', `/api/saved-searches/${saved._id}`, who, { alertsEnabled: false }),
        404,
      )
    }
    expect((await listOf('user')).find((s) => s._id === saved._id)?.alertsEnabled).toBe(true)
  })

  it('switches alerts off and on', async () => {
    const saved = await save('user', 'Houses', 'category=House')
    const off = await expectJson<SavedSearch>(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: false }),
      200,
    )
    expect(off.alertsEnabled).toBe(false)
    const on = await expectJson<SavedSearch>(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: true }),
      200,
    )
    expect(on.alertsEnabled).toBe(true)
  })

  it('refuses the same query twice for one person, however it is spelled, naming the first', async () => {
    const first = await save('agent', 'Cheap rentals', 'listingType=rent&maxPrice=2000')
    const again = await expectApiError(
      await t.send('POST', '/api/saved-searches', 'agent', {
        name: 'Again',
        query: '?maxPrice=2000&listingType=rent',
      }),
      409,
      'You already saved this search as "Cheap rentals".',
    )
    expect(again.error.code).toBe('conflict')
    expect((await listOf('agent')).filter((s) => s.query === first.query)).toHaveLength(1)
    // Someone else saves the same query freely, and after a delete the owner may save it again.
    await save('user', 'Cheap rentals too', first.query)
    await expectJson(await t.send('DELETE', `/api/saved-searches/${first._id}`, 'agent'), 200)
    await save('agent', 'Cheap rentals again', first.query)
  })

  it('answers 401 without a token', async () => {
    await expectApiError(await t.send('GET', '/api/saved-searches', 'anonymous'), 401)
    await expectApiError(
      await t.send('POST', '/api/saved-searches', 'anonymous', { name: 'x', query: '' }),
      401,
    )
  })

  it('keeps at most 50 searches per account', async () => {
    const kept = (await listOf('otherAgent')).length
    await t.ctx.db
      .insert(savedSearches)
      .values(
        Array.from({ length: 50 - kept }, (_, n) =>
          savedSearchValues({ userId: t.ids.otherAgent, name: `Bulk ${n}`, query: '' }),
        ),
      )
    await expectApiError(
      await t.send('POST', '/api/saved-searches', 'otherAgent', { name: 'One more', query: 'minBeds=9' }),
      409,
      'at most 50',
    )
  })
})

describe('bad input', () => {
  it.each([
    [{ query: 'category=Villa' }, 'name'],
    [{ name: '   ', query: 'category=Villa' }, 'name'],
    [{ name: 'x'.repeat(81), query: '' }, 'name'],
    [{ name: 'Bad', query: 'minPrice=abc' }, 'minPrice'],
    [{ name: 'Bad', query: 'minPrice=10&maxPrice=5' }, 'maxPrice'],
    [{ name: 'Bad', query: 'bbox=1,2,3' }, 'bbox'],
    [{ name: 'Bad', query: 'area=%7E%7E' }, 'area'],
    [{ name: 'Bad', query: 'listingType=lease' }, 'listingType'],
    [{ name: 'Bad', query: 'page=2' }, 'page'],
    [{ name: 'Bad', query: 'colour=red' }, 'colour'],
    [{ name: 'Bad', query: `search=${'x'.repeat(3000)}` }, 'at most 3000'],
    [{ name: 'Bad' }, 'query'],
    [{ name: 'Bad', query: 42 }, 'query'],
  ])('answers 400 for %j naming %s', async (body, field) => {
    await expectApiError(await t.send('POST', '/api/saved-searches', 'user', body), 400, field)
  })

  it.each([
    [{}, 'alertsEnabled'],
    [{ alertsEnabled: 'yes' }, 'alertsEnabled'],
  ])('answers 400 to PATCH %j', async (body, field) => {
    const saved = await save(
      'user',
      `Patchable ${field}`,
      `search=${encodeURIComponent(JSON.stringify(body))}`,
    )
    await expectApiError(await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', body), 400, field)
  })

  it('answers 400 for an id that is no id', async () => {
    await expectApiError(await t.send('DELETE', '/api/saved-searches/not-an-id', 'user'), 400, 'id')
  })
})
