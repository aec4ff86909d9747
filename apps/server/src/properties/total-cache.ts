import type { CappedCount } from './queries.ts'

/** How long a large total is reused before it is counted again. */
export const TOTAL_CACHE_SECONDS = 60
/** Totals below this are counted on every page: they cost a read of fewer rows than a page of the map. */
export const CACHED_TOTAL_FROM = 1_000
/** Filter sets remembered at once; the least recently counted goes first. */
const MAX_CACHED_TOTALS = 1_000

/**
 * The listing lists' totals by list and filter set, in this process. Paging through one search, or sorting it
 * another way, counts it once a minute instead of on every page; requests that arrive while it is being counted
 * share that count. Only large totals are kept (at least CACHED_TOTAL_FROM): those are the costly ones, and a
 * count that small stays exact from one request to the next. A large one may lag what changed within the last
 * minute, so two instances may answer a different total of the same filter set for up to TOTAL_CACHE_SECONDS;
 * it never changes which rows a page holds. (All Properties' whole answers are kept too, but only while no
 * listing changes: answer-cache.ts.)
 */
export function createTotalCache() {
  const totals = new Map<string, { count: Promise<CappedCount>; expiresAt: number }>()

  return {
    /** The total of this filter set (`key`): kept, or counted now by `countNow`. */
    get(key: string, countNow: () => Promise<CappedCount>): Promise<CappedCount> {
      const kept = totals.get(key)
      if (kept && kept.expiresAt > Date.now()) return kept.count
      const entry = { count: countNow(), expiresAt: Date.now() + TOTAL_CACHE_SECONDS * 1000 }
      totals.delete(key)
      totals.set(key, entry)
      const forget = () => {
        if (totals.get(key) === entry) totals.delete(key)
      }
      entry.count.then(({ total }) => total < CACHED_TOTAL_FROM && forget(), forget)
      if (totals.size > MAX_CACHED_TOTALS) totals.delete(totals.keys().next().value as string)
      return entry.count
    },
  }
}
export type TotalCache = ReturnType<typeof createTotalCache>
