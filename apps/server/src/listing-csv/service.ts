import { formatPriceRange, type ListingImportReport } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { pagesOf } from '../http/streaming.ts'
import { NOT_YOUR_PICTURE, type PropertyService } from '../properties/service.ts'
import { csvHead, csvLines, type ParsedRow, parseListingCsv, sameHomeKey } from './csv.ts'
import { listAgentListings, listingsTitled } from './queries.ts'

type ExportedListing = Awaited<ReturnType<typeof listAgentListings>>[number]

/** Listings read per statement while an export is written. */
const EXPORT_PAGE_ROWS = 500

/** The template's example row: what each column holds. */
const EXAMPLE_LISTING = {
  title: 'Sunny family home with garden',
  description: 'Three bedrooms, a quiet street, five minutes from the station.',
  listingType: 'sale',
  category: 'House',
  priceRange: '$450,000 - $480,000',
  bedrooms: 3,
  bathrooms: 2,
  street: '12 Elm Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  latitude: 39.7817,
  longitude: -89.6501,
  approximateLocation: false,
  livingArea: 1850,
  lotSize: 5000,
  yearBuilt: 1998,
  parkingSpaces: 2,
  features: ['garden', 'garage', 'fireplace'],
  energyRating: 'C',
  virtualTourUrl: 'https://example.com/tour/12-elm-street',
}

export function createListingCsvService(db: Database, listings: PropertyService) {
  const requireAgent = (caller: Caller) => {
    if (caller.role !== 'agent') throw new ApiError(403, 'Only agent accounts can import and export listings')
  }

  return {
    template: () => csvHead() + csvLines([EXAMPLE_LISTING]),

    /**
     * Checks every row of the file as a draft of the caller's and, unless `dryRun`, saves every row that is
     * ok as a draft, all in one transaction (addDrafts). Rows with errors are reported, not saved.
     */
    async import(caller: Caller, text: string, dryRun: boolean): Promise<ListingImportReport> {
      requireAgent(caller)
      const rows = parseListingCsv(text)
      const pictures = rows.flatMap((row) => row.fields?.images ?? [])
      const own = await listings.ownPictures(caller.id, [...new Set(pictures)])
      for (const row of rows) {
        if (row.fields?.images?.some((url) => !own.has(url))) {
          row.errors.push({ column: 'images', message: NOT_YOUR_PICTURE })
          row.fields = undefined
        }
      }
      await markRepeatedHomes(caller.id, rows)
      const drafts = rows.flatMap((row) => (row.fields ? [row.fields] : []))
      const created = dryRun || drafts.length === 0 ? 0 : (await listings.addDrafts(caller, drafts)).length
      return { rows: rows.map(({ row, errors }) => ({ row, ok: errors.length === 0, errors })), created }
    },

    /** The caller's listings in the import's columns, as CSV text in chunks read a page at a time. */
    export(caller: Caller): AsyncIterable<string> {
      requireAgent(caller)
      return exportChunks(caller.id)
    },
  }

  async function* exportChunks(agentId: string): AsyncGenerator<string> {
    yield csvHead()
    const pages = pagesOf<ExportedListing>(
      (after, limit) => listAgentListings(db, agentId, after, limit),
      EXPORT_PAGE_ROWS,
    )
    for await (const page of pages) {
      yield csvLines(
        page.map(({ createdAt: _, id: __, priceLow, priceHigh, ...row }) => ({
          ...row,
          priceRange:
            priceLow === null || priceHigh === null
              ? null
              : formatPriceRange(priceLow, priceHigh, row.currency),
        })),
      )
    }
  }

  /**
   * A row for a home the agent already has (same title and address), or that an earlier row of the file holds,
   * is reported as such and not saved: importing one file twice makes no second set of drafts.
   */
  async function markRepeatedHomes(agentId: string, rows: ParsedRow[]) {
    const titles = [...new Set(rows.flatMap((row) => (row.fields?.title ? [row.fields.title] : [])))]
    if (titles.length === 0) return
    const held = new Set((await listingsTitled(db, agentId, titles)).map(sameHomeKey))
    const firstRowOf = new Map<string, number>()
    for (const row of rows) {
      if (!row.fields) continue
      const key = sameHomeKey(row.fields)
      const earlier = firstRowOf.get(key)
      const message = held.has(key)
        ? 'is a home you already have (same title and address): it is not imported again'
        : earlier !== undefined
          ? `repeats row ${earlier} (same title and address): it is not imported twice`
          : undefined
      if (message) {
        row.errors.push({ column: 'row', message })
        row.fields = undefined
      } else firstRowOf.set(key, row.row)
    }
  }
}
export type ListingCsvService = ReturnType<typeof createListingCsvService>

/** The uploaded file's text: UTF-8 (a BOM allowed), else a 400 naming `file`. */
export function decodeCsvFile(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw fieldError('file', 'must be UTF-8 text (save the spreadsheet as "CSV UTF-8")')
  }
}
