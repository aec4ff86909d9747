import { z } from 'zod'

// Bulk import and export of an agent's listings as CSV (docs/decisions/0020): one column per field of a
// listing, named as the API names it, so an export imports back.

/** The most data rows an import file may hold, and its largest size. */
export const MAX_IMPORT_ROWS = 500
export const MAX_IMPORT_BYTES = 1024 * 1024

/** How a cell holds several values (features, images). */
export const CSV_LIST_SEPARATOR = ';'

export const listingImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true')
    // A query string carries text; described as the boolean it is read as, so that clients send true or false.
    .meta({ type: 'boolean', description: 'true: check the file and answer the report, create nothing' }),
})
export type ListingImportQuery = z.infer<typeof listingImportQuerySchema>

export const importRowReportSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1, the first listing row 2. */
  row: z.number().int(),
  ok: z.boolean(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
})
export type ImportRowReport = z.infer<typeof importRowReportSchema>

export const listingImportReportSchema = z
  .object({
    rows: z.array(importRowReportSchema),
    /** Drafts made: every row that is ok, or none on a dry run. */
    created: z.number().int(),
  })
  .meta({ id: 'ListingImportReport' })
export type ListingImportReport = z.infer<typeof listingImportReportSchema>
