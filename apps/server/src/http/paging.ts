import type { PaginationQuery } from '@keyhaven/contract'
import { ApiError } from './errors.ts'

/**
 * The most rows an offset page may skip. Deeper offsets cost a scan of every row skipped (1.4-2 s at page
 * 1,000 of 100,000 listings), so they are refused; All Properties goes further with its keyset `cursor`.
 */
export const MAX_PAGE_OFFSET = 10_000

/** The LIMIT/OFFSET of a `?page=&limit=` query, or a 400 naming `page` when it lies too deep. */
export function offsetPage({ page, limit }: PaginationQuery, deeper = 'narrow the list with a search') {
  const offset = (page - 1) * limit
  if (offset > MAX_PAGE_OFFSET) {
    const lastPage = Math.floor(MAX_PAGE_OFFSET / limit) + 1
    throw new ApiError(
      400,
      `page: at most page ${lastPage} at ${limit} a page (${MAX_PAGE_OFFSET.toLocaleString('en-US')} rows can be skipped); ${deeper}`,
    )
  }
  return { limit, offset }
}
