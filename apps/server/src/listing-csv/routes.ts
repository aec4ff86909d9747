import { createRoute } from '@hono/zod-openapi'
import {
  LISTING_CSV_COLUMNS,
  listingImportQuerySchema,
  listingImportReportSchema,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '@keyhaven/contract'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { fieldError } from '../http/errors.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { streamedBody } from '../http/streaming.ts'
import { decodeCsvFile, type ListingCsvService } from './service.ts'

/** The import's path: app.ts lets its body be as large as the file allows. */
export const LISTING_IMPORT_PATH = '/api/properties/import'

const csvContent = (description: string) => ({
  description,
  content: {
    'text/csv': { schema: z.string().meta({ description: `Columns: ${LISTING_CSV_COLUMNS.join(', ')}` }) },
  },
})

/** A CSV answer a browser saves as a file of this name (whole, or written chunk by chunk as it is read). */
function sendCsv(c: Context, csv: string | AsyncIterable<string>, filename: string) {
  return c.body(typeof csv === 'string' ? csv : streamedBody(csv), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  })
}

export function createListingCsvRoutes(service: ListingCsvService, authenticate: MiddlewareHandler<AppEnv>) {
  const agentOnly = [authenticate, requireRole('agent')]

  const template = createRoute({
    method: 'get',
    path: '/properties/import/template.csv',
    operationId: 'getImportTemplate',
    security: [],
    tags: ['Properties'],
    summary: 'The import file template: the header and one example listing (CSV)',
    responses: { 200: csvContent('The template') },
  })

  const importListings = createRoute({
    method: 'post',
    path: '/properties/import',
    operationId: 'importProperties',
    tags: ['Properties'],
    summary: `Import listings from a CSV file as drafts of the calling agent (multipart field \`file\`, at most ${MAX_IMPORT_ROWS} rows and 1 MB; dryRun=true checks only)`,
    description:
      'Answers a report with one entry per row (row numbers as a spreadsheet shows them: the header is row 1) and its errors by column. Without dryRun every row that is ok becomes a draft, all in one transaction; rows with errors are not saved. Cells are taken as text, never as formulas. A file that is not a listing CSV (unknown columns, not UTF-8, no rows, too many rows) is a 400 naming `file`.',
    security: bearerSecurity,
    middleware: agentOnly,
    request: {
      query: listingImportQuerySchema,
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z
                .custom<File>((value) => value instanceof File, { error: 'a CSV file is required' })
                .meta({ type: 'string', format: 'binary' }),
            }),
          },
        },
      },
    },
    responses: {
      200: jsonContent(listingImportReportSchema, 'The report, and how many drafts were made'),
      400: errorResponse('No file, not CSV, unknown columns, no rows or more than 500'),
      ...authErrorResponses,
      413: errorResponse('The file is larger than 1 MB'),
    },
  })

  const exportListings = createRoute({
    method: 'get',
    path: '/properties/agent/export.csv',
    operationId: 'exportAgentProperties',
    tags: ['Properties'],
    summary:
      "The calling agent's listings of every status in the import's columns (CSV, written as it is read; it imports back)",
    security: bearerSecurity,
    middleware: agentOnly,
    responses: { 200: csvContent('The listings, oldest first'), ...authErrorResponses },
  })

  return createRouter()
    .openapi(template, (c) => sendCsv(c, service.template(), 'keyhaven-listings-template.csv'))
    .openapi(importListings, async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw fieldError('file', 'send the file as multipart/form-data')
      })
      const file = form.file
      if (!(file instanceof File)) throw fieldError('file', 'a CSV file is required')
      if (file.size > MAX_IMPORT_BYTES) throw fieldError('file', 'must be at most 1 MB', 413)
      const text = decodeCsvFile(await file.arrayBuffer())
      return c.json(await service.import(c.get('caller'), text, c.req.valid('query').dryRun), 200)
    })
    .openapi(exportListings, (c) => sendCsv(c, service.export(c.get('caller')), 'keyhaven-listings.csv'))
}
