import {
  type Page,
  type PaginationQuery,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@keyhaven/contract'
import type { Context } from 'hono'
import type { PageWindow } from '../db/paging.ts'
import { fieldError } from './errors.ts'

/**
 * The most rows an offset page may skip. Deeper offsets cost a scan of every row skipped (1.4-2 s at page
 * 1,000 of 100,000 listings), so they are refused; All Properties goes further with its keyset `cursor`.
 */
export const MAX_PAGE_OFFSET = 10_000

/**
 * The LIMIT/OFFSET of a `?page=&limit=` query, or a 400 naming `page` when it lies too deep: when it skips more
 * than MAX_PAGE_OFFSET rows or, with `reach`, when its last row would lie past the first `reach` rows.
 */
export function offsetPage(
  { page, limit }: PaginationQuery,
  { deeper = 'narrow the list with a search', reach }: { deeper?: string; reach?: number } = {},
): PageWindow {
  const offset = (page - 1) * limit
  const deepest = reach === undefined ? MAX_PAGE_OFFSET : reach - limit
  if (offset > deepest) {
    const lastPage = Math.max(1, Math.floor(deepest / limit) + 1)
    const bound =
      reach === undefined
        ? `${MAX_PAGE_OFFSET.toLocaleString('en-US')} rows can be skipped`
        : `pages reach the first ${reach.toLocaleString('en-US')} listings`
    throw fieldError('page', `at most page ${lastPage} at ${limit} a page (${bound}); ${deeper}`)
  }
  return { limit, offset }
}

/** X-Total-Count, and X-Total-Count-Capped when the total stopped counting at a cap. */
function setTotal(c: Context, { total, capped }: Page<unknown>) {
  c.header(TOTAL_COUNT_HEADER, String(total))
  if (capped) c.header(TOTAL_COUNT_CAPPED_HEADER, 'true')
}

/** Answers one page: the items are the body (a bare array), the total goes in X-Total-Count. */
export function sendPage<T>(c: Context, page: Page<T>) {
  setTotal(c, page)
  return c.json(page.items, 200)
}

/**
 * Answers one page wrapped as `{ data }`. Only GET /properties and GET /properties/agent do: the original
 * client reads those two lists from `.data` (docs/decisions/0002-paging-and-list-envelopes.md); every other list is a
 * bare array.
 */
export function sendDataPage<T>(c: Context, page: Page<T>) {
  setTotal(c, page)
  return c.json({ data: page.items }, 200)
}
