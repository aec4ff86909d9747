import type { Cursor } from './cursor.ts'
import { TOTAL_CACHE_SECONDS } from './total-cache.ts'

/** Where pages ended, kept per search and order; the oldest goes first. */
const MAX_ANCHORS = 64
/** Searches (a filter set in an order) remembered at once; the least recently paged goes first. */
const MAX_SEARCHES = 1_000

/** A position in a search's order: the row before `offset` is the one `cursor` names. */
interface PageAnchor {
  offset: number
  cursor: Cursor
}

/**
 * Where All Properties' offset pages ended, per search and order, each for a minute, in this process. An offset
 * page reads its rows after the nearest anchor at or before its offset (a keyset read) and skips only the rows
 * in between, not every row from the top: paging forward through a large search costs what its first page
 * costs, and so does a deep page whose predecessor someone read within the minute.
 *
 * An anchor is a position in the order, not a count. Should listings enter or leave the search before it within
 * that minute, a page read from it starts as many rows away from where OFFSET would: a reader paging forward
 * then sees neither a repeat nor a gap, where OFFSET would show one.
 */
export function createPageAnchors() {
  const searches = new Map<string, Map<number, { cursor: Cursor; expiresAt: number }>>()

  return {
    /** The anchor of this search (`search`: its filters and order) nearest before `offset`, or at it. */
    before(search: string, offset: number): PageAnchor | undefined {
      const now = Date.now()
      let nearest: PageAnchor | undefined
      for (const [at, { cursor, expiresAt }] of searches.get(search) ?? []) {
        if (expiresAt > now && at <= offset && at > (nearest?.offset ?? 0)) nearest = { offset: at, cursor }
      }
      return nearest
    },

    /** Remembers, for a minute, that the row before `offset` in this search is the one `cursor` names. */
    remember(search: string, { offset, cursor }: PageAnchor): void {
      const anchors = searches.get(search) ?? new Map()
      searches.delete(search)
      searches.set(search, anchors)
      if (searches.size > MAX_SEARCHES) searches.delete(searches.keys().next().value as string)
      anchors.delete(offset)
      anchors.set(offset, { cursor, expiresAt: Date.now() + TOTAL_CACHE_SECONDS * 1000 })
      if (anchors.size > MAX_ANCHORS) anchors.delete(anchors.keys().next().value as number)
    },
  }
}
