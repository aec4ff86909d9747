import {
  CSV_LIST_SEPARATOR,
  type ImportRowReport,
  LISTING_CSV_CELLS,
  LISTING_CSV_COLUMNS,
  type ListingCsvColumn,
  MAX_IMPORT_ROWS,
  type PropertyDraft,
  propertyDraftSchema,
} from '@keyhaven/contract'
import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { fieldError } from '../http/errors.ts'

// The CSV side of import and export: a file to rows of draft fields with each row's errors by column, and
// listings to cells. csv-parse reads quotes, doubled quotes, line breaks in quoted cells, CRLF and a BOM.

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection list): `=`, `+`,
 * `-`, `@`, a tab or a line break. Their lookalikes count too, as a spreadsheet may read them as the signs: the
 * full-width forms (typed by East Asian keyboards), the small, superscript and subscript forms (which Unicode's
 * NFKC folds to the signs) and the minus sign; and so does whitespace, invisible spaces included, before a sign,
 * as spreadsheets skip it. On export such a text cell gets a leading apostrophe, which spreadsheets take as "this
 * is text" and do not show; on import that apostrophe is taken off again, so an export imports back as it was.
 * Any other formula-looking cell is imported as the text it is: nothing is ever evaluated.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u200B-\u200D\u2060]*[=+\-@＝＋－＠﹦﹢﹣﹫⁼⁺⁻₌₊₋−])/u

export const escapeFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)
const unescapeFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell

export interface ParsedRow {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number
  fields: PropertyDraft | undefined
  errors: ImportRowReport['errors']
}

/** Raised inside the parser to stop it at the first row past the limit: the rest of the file is never read. */
class TooManyRows extends Error {}

/**
 * A file's text to its rows, each checked as a draft; a file that is not a listing CSV at all is a 400. Rows are
 * counted as the parser makes them, so a file of many short rows stops at the first one past the limit.
 */
export function parseListingCsv(text: string): ParsedRow[] {
  let records: string[][]
  let listings = 0
  let blankLines = 0
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (cells: string[], { records: made }) => {
        // The first record is the header.
        if (made === 1) return cells
        if (isBlank(cells)) blankLines++
        else listings++
        if (listings > MAX_IMPORT_ROWS || blankLines > MAX_IMPORT_ROWS) throw new TooManyRows()
        return cells
      },
    })
  } catch (error) {
    if (error instanceof TooManyRows) {
      throw fieldError(
        'file',
        listings > MAX_IMPORT_ROWS
          ? `holds more than ${MAX_IMPORT_ROWS} listings; at most ${MAX_IMPORT_ROWS} can be imported at once`
          : `has more than ${MAX_IMPORT_ROWS} blank lines; remove them and import again`,
      )
    }
    if (error instanceof CsvError) throw fieldError('file', `is not valid CSV: ${error.message}`)
    throw error
  }
  const [header, ...body] = records
  const columns = readHeader(header)
  const rows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    // A blank line is no listing (but keeps its number, as a spreadsheet shows it).
    .filter(({ cells }) => !isBlank(cells))
  if (rows.length === 0) throw fieldError('file', 'holds no listing: add a row under the header')
  return rows.map(({ cells, row }) => parseRow(columns, cells, row))
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')

function readHeader(header: string[] | undefined): ListingCsvColumn[] {
  const names = (header ?? []).map((name) => name.trim())
  if (names.every((name) => name === '')) throw fieldError('file', 'has no header row')
  const known = new Set<string>(LISTING_CSV_COLUMNS)
  const unknown = names.find((name) => !known.has(name))
  if (unknown !== undefined) {
    throw fieldError(
      'file',
      `has a column "${unknown.slice(0, 40)}" that listings do not have; the columns are ${LISTING_CSV_COLUMNS.join(', ')}`,
    )
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index)
  if (repeated !== undefined) throw fieldError('file', `has the column "${repeated}" twice`)
  return names as ListingCsvColumn[]
}

/** A cell as the draft schema reads it: numbers, true/false and lists typed, anything else as text. */
function cellValue(column: ListingCsvColumn, cell: string): unknown {
  const value = unescapeFormula(cell).trim()
  const kind = LISTING_CSV_CELLS[column]
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  if (kind === 'boolean') {
    const word = value.toLowerCase()
    return word === 'true' || word === 'yes' ? true : word === 'false' || word === 'no' ? false : value
  }
  if (kind === 'list') {
    return value
      .split(CSV_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== '')
  }
  return value
}

function parseRow(columns: ListingCsvColumn[], cells: string[], row: number): ParsedRow {
  if (cells.length > columns.length) {
    const message = `has ${cells.length} cells but the header has ${columns.length} columns (quote a cell that holds a comma)`
    return { row, fields: undefined, errors: [{ column: 'row', message }] }
  }
  const input: Record<string, unknown> = {}
  columns.forEach((column, index) => {
    const cell = cells[index] ?? ''
    // An empty cell is no value: the field stays unset.
    if (cell.trim() !== '') input[column] = cellValue(column, cell)
  })
  const parsed = propertyDraftSchema.safeParse(input)
  const errors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ column: String(issue.path[0] ?? 'row'), message: issue.message }))
  // A draft may lack anything, but an imported row without a title could not be told apart in My Properties.
  if (input.title === undefined || input.title === '')
    errors.unshift({ column: 'title', message: 'Title is required' })
  return { row, fields: errors.length === 0 ? parsed.data : undefined, errors: firstPerColumn(errors) }
}

/** One message per column, the first: a bad cell is mended once, whatever else zod found in it. */
const firstPerColumn = (errors: ImportRowReport['errors']) =>
  errors.filter((error, index) => errors.findIndex((other) => other.column === error.column) === index)

type ListingCells = Partial<Record<ListingCsvColumn, string | number | boolean | string[] | null>>

/** The file's start: a BOM for spreadsheets and the header. */
export const csvHead = () => stringify([[...LISTING_CSV_COLUMNS]], { bom: true, record_delimiter: 'windows' })

/** Listings' cells (undefined or null: empty) as CSV lines (CRLF), to follow csvHead. */
export function csvLines(rows: ListingCells[]) {
  const cells = rows.map((row) =>
    LISTING_CSV_COLUMNS.map((column) => {
      const value = row[column]
      if (value === undefined || value === null) return ''
      if (Array.isArray(value)) return escapeFormula(value.join(CSV_LIST_SEPARATOR))
      // Numbers are numbers to a spreadsheet even when negative: only text is escaped.
      return typeof value === 'string' ? escapeFormula(value) : String(value)
    }),
  )
  return stringify(cells, { record_delimiter: 'windows' })
}

/** Text as two homes are compared: trimmed, single-spaced, lower case. */
export const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** What makes two listings of one agent the same home: the title and address, however spaced or cased. */
export function sameHomeKey(listing: {
  title?: string | null | undefined
  street?: string | null | undefined
  unit?: string | null | undefined
  city?: string | null | undefined
  postalCode?: string | null | undefined
}) {
  return [listing.title, listing.street, listing.unit, listing.city, listing.postalCode]
    .map((part) => comparable(part ?? ''))
    .join('\u0000')
}
