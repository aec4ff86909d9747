import type { Page } from '@keyhaven/contract'

/** The LIMIT and OFFSET of one page (`offsetPage` in http/paging.ts turns `?page=&limit=` into it). */
export interface PageWindow {
  limit: number
  offset: number
}

/**
 * One page of rows and the count across all pages, read side by side. `rows` is the page's select (limited
 * to the window), `counted` the same filter as `select({ total: count() })`.
 */
export async function readPage<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<Page<Row>> {
  const [items, [row]] = await Promise.all([rows, counted])
  return { items, total: row?.total ?? 0 }
}

/** The same page with each item turned into what the API answers. */
export function mapPage<Row, Item>(page: Page<Row>, toItem: (row: Row) => Item): Page<Item> {
  return { ...page, items: page.items.map(toItem) }
}
