import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type ExchangeRates,
  type ExchangeRatesUploadResult,
  exchangeRatesSchema,
  exchangeRatesUploadResultSchema,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { auditLog, exchangeRates } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createJobRunner } from '../jobs/job-runner.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createExchangeRateService, exchangeRateFetchJob } from './service.ts'

let ctx: TestContext
let admin: SignedIn & { id: string }

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  const row = await insertAccount(ctx.db, { role: 'admin' })
  admin = { id: row.id, ...(await signIn(ctx, row.email, TEST_PASSWORD)) }
})
afterAll(() => ctx?.close())
beforeEach(() => ctx.db.delete(exchangeRates))

const GOOD = 'base,quote,rate,date\nUSD,EUR,0.9213,2026-11-28\nUSD,BDT,119.50,2026-11-28\n'

const upload = (csv: string | Uint8Array, session: SignedIn = admin) =>
  ctx.request('/api/admin/exchange-rates', {
    method: 'POST',
    headers: { ...session.headers, 'Content-Type': 'text/csv' },
    body: csv,
  })

const current = async (): Promise<ExchangeRates> =>
  exchangeRatesSchema.strict().parse(await expectJson(await ctx.request('/api/exchange-rates'), 200))

describe('POST /api/admin/exchange-rates', () => {
  it('replaces the rates in use with the file, exactly, and says what it replaced', async () => {
    const first = exchangeRatesUploadResultSchema
      .strict()
      .parse(await expectJson<ExchangeRatesUploadResult>(await upload(GOOD), 200))
    expect(first).toMatchObject({ date: '2026-11-28', source: 'upload', replaced: 0 })
    expect(first.rates).toEqual([
      { base: 'USD', quote: 'BDT', rate: '119.5' },
      { base: 'USD', quote: 'EUR', rate: '0.9213' },
    ])

    const second = await expectJson<ExchangeRatesUploadResult>(
      await upload('base,quote,rate,date\r\nEUR,GBP,0.000000000001,2026-11-29\r\n'),
      200,
    )
    expect(second).toMatchObject({ date: '2026-11-29', replaced: 2 })
    expect((await current()).rates).toEqual([{ base: 'EUR', quote: 'GBP', rate: '0.000000000001' }])
  })

  it('records the replacement in the audit trail with its admin', async () => {
    await expectJson(await upload(GOOD), 200)
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rates.replaced'))
      .orderBy(auditLog.at)
      .limit(1)
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'exchange_rates', targetId: '2026-11-28' })
  })

  it('names every bad row in one 400 and changes nothing', async () => {
    await expectJson(await upload(GOOD), 200)
    const before = await current()
    const body = await expectApiError(
      await upload(
        [
          'base,quote,rate,date',
          'USD,EUR,0.95,2026-11-28',
          'USD,XYZ,1.2,2026-11-28',
          'USD,GBP,-1,2026-11-28',
          'USD,JPY,150,2026-11-27',
          'USD,EUR,0.96,2026-11-28',
        ].join('\n'),
      ),
      400,
      'file: nothing was changed',
    )
    expect(body.error.field).toBe('file')
    expect(body.error.message).toContain('row 3: quote "XYZ" is not an ISO 4217 currency code')
    expect(body.error.message).toContain('row 4: rate "-1" must be a decimal number greater than 0')
    expect(body.error.message).toContain('row 5: date 2026-11-27 differs from 2026-11-28')
    expect(body.error.message).toContain('row 6: USD/EUR is given twice')
    expect(body.error.message).not.toContain('row 2')
    expect(await current()).toEqual(before)
  })

  it.each([
    ['no header', 'USD,EUR,0.9,2026-11-28\n', 'the first line must be the header base,quote,rate,date'],
    ['a header only', 'base,quote,rate,date\n', 'holds no rates'],
    ['an empty body', '', 'the first line must be the header'],
    ['broken quoting', 'base,quote,rate,date\n"USD,EUR,0.9,2026-11-28\n', 'is not valid CSV'],
    ['too many rows', `base,quote,rate,date\n${'USD,EUR,0.9,2026-11-28\n'.repeat(1001)}`, 'more than 1000'],
  ])('refuses %s with a 400', async (_name, csv, message) => {
    await expectApiError(await upload(csv), 400, message)
  })

  it('refuses text that is not UTF-8, and a file over 256 KB', async () => {
    await expectApiError(await upload(new Uint8Array([0x62, 0x61, 0xff, 0xfe])), 400, 'file: must be UTF-8')
    await expectApiError(await upload('x'.repeat(256 * 1024 + 1)), 413, 'file: must be at most 256 KB')
  })

  it('takes the upload from admins only', async () => {
    expect((await ctx.request('/api/admin/exchange-rates', { method: 'POST', body: GOOD })).status).toBe(401)
    for (const role of ['user', 'agent', 'fraud'] as const) {
      const account = await insertAccount(ctx.db, { role })
      const session = await signIn(ctx, account.email, TEST_PASSWORD)
      await expectApiError(await upload(GOOD, session), 403)
    }
    expect((await current()).rates).toEqual([])
  })
})

describe('GET /api/exchange-rates', () => {
  it('answers no rates and no date before any are loaded', async () => {
    expect(await current()).toEqual({ date: null, source: null, loadedAt: null, rates: [] })
  })
})

describe('the exchange-rate fetch job', () => {
  let server: Server
  let answer: { status: number; body: string }
  let url: string

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'Content-Type': 'text/csv' }).end(answer.body)
    }).listen(0, '127.0.0.1')
    await once(server, 'listening')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.csv`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const tick = () =>
    createJobRunner({ database: ctx.database, logger: createLogger('silent') }).tick(
      // An interval of 0: every tick is due.
      exchangeRateFetchJob(createExchangeRateService(ctx.db), url, 0),
    )

  it('takes the fetched file in place of the rates, recording the address as their source', async () => {
    answer = { status: 200, body: GOOD }
    expect(await tick()).toBe('succeeded')
    expect(await current()).toMatchObject({ date: '2026-11-28', source: url })
  })

  it('keeps the last good rates when the address fails or answers a bad file', async () => {
    answer = { status: 200, body: GOOD }
    await tick()
    const before = await current()
    answer = { status: 503, body: 'down' }
    expect(await tick()).toBe('failed')
    answer = { status: 200, body: 'base,quote,rate,date\nUSD,EUR,abc,2026-11-29\n' }
    expect(await tick()).toBe('failed')
    expect(await current()).toEqual(before)
  })
})
