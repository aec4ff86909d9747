import { createRoute } from '@hono/zod-openapi'
import {
  EXCHANGE_RATE_CSV_COLUMNS,
  exchangeRatesSchema,
  exchangeRatesUploadResultSchema,
  MAX_EXCHANGE_RATE_BYTES,
  MAX_EXCHANGE_RATE_ROWS,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { noStore } from '../http/caching.ts'
import { fieldError } from '../http/errors.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { decodeCsvFile } from '../listing-csv/service.ts'
import { type ExchangeRateService, UPLOAD_SOURCE } from './service.ts'

export function createExchangeRateRoutes(
  service: ExchangeRateService,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const rates = createRoute({
    method: 'get',
    path: '/exchange-rates',
    operationId: 'getExchangeRates',
    security: [],
    tags: ['Exchange rates'],
    summary: 'The exchange rates in use for display estimates, and their date (empty while none are loaded)',
    description:
      'One set of rates, all of one date: 1 base = rate quote, the rate as exact decimal text. Pairs not listed are derived through a currency both are quoted against; a pair no rate joins is not converted.',
    responses: { 200: jsonContent(exchangeRatesSchema, 'The rates') },
  })

  const upload = createRoute({
    method: 'post',
    path: '/admin/exchange-rates',
    operationId: 'uploadExchangeRates',
    tags: ['Exchange rates'],
    summary: 'Replace the exchange rates with a CSV file (admin)',
    description: `The body is the CSV itself: the header \`${EXCHANGE_RATE_CSV_COLUMNS.join(',')}\`, then one rate a line (1 base = rate quote, a decimal such as 0.9213), every line of the same date, at most ${MAX_EXCHANGE_RATE_ROWS} lines. The file is taken whole or not at all: any bad row is a 400 naming each bad row, and nothing changes. Pairs missing from the file are derived through a currency both are quoted against (EUR→BDT from USD→EUR and USD→BDT).`,
    security: bearerSecurity,
    middleware: [authenticate, requireRole('admin')],
    request: {
      body: {
        required: true,
        content: {
          'text/csv': {
            schema: z.string().meta({ example: 'base,quote,rate,date\nUSD,EUR,0.9213,2026-11-28\n' }),
          },
        },
      },
    },
    responses: {
      200: jsonContent(exchangeRatesUploadResultSchema, 'The rates now in use, and how many were replaced'),
      400: errorResponse('Not an exchange-rate CSV, or bad rows (each named); nothing changed'),
      ...authErrorResponses,
      413: errorResponse('The file is larger than 256 KB'),
    },
  })

  return createRouter()
    .openapi(rates, async (c) => c.json(await service.current(), 200))
    .openapi(upload, async (c) => {
      const bytes = await c.req.arrayBuffer()
      if (bytes.byteLength > MAX_EXCHANGE_RATE_BYTES) throw fieldError('file', 'must be at most 256 KB', 413)
      const result = await service.replace(decodeCsvFile(bytes), UPLOAD_SOURCE, c.get('caller'))
      noStore(c)
      return c.json(result, 200)
    })
}
