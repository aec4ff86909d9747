import type { Page } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { useT } from '../lib/i18n/use-t.ts'
import { Pager } from './pager.tsx'
import { QueryView, type ShownState } from './query-view.tsx'

interface PagedViewProps<P extends Page<unknown>> {
  query: ShownState<P>
  /** The page asked for (from the URL), which may lie past the end. */
  page: number
  pageSize: number
  onPage: (page: number) => void
  /** Shown while loading, e.g. 'Loading reviews...'. */
  loading: string
  /** Shown with a retry button when the request failed. */
  error: string
  /** Shown when the list has nothing at all. */
  empty: ReactNode
  /** The page's items; the pager follows them. */
  children: (page: P) => ReactNode
  /** How many items page numbers reach (a public list of listings: LISTING_PAGE_REACH); all of them when unset. */
  reach?: number
  /** What to do to see items past the reach, e.g. 'narrow the search'. */
  beyondReach?: string
}

/**
 * Every paged list: loading, error and empty states, then the page and its pager. "Empty" means the whole list
 * (a zero total), so a page past the end (an old link, the last item of the last page removed) still shows the
 * pager, which says so and leads back.
 */
export function PagedView<P extends Page<unknown>>({
  query,
  page,
  pageSize,
  onPage,
  children,
  reach,
  beyondReach,
  ...states
}: PagedViewProps<P>) {
  const t = useT('common')
  const reachablePages = reach === undefined ? Number.POSITIVE_INFINITY : Math.floor(reach / pageSize)
  return (
    <QueryView query={query} isEmpty={(data) => data.total === 0} {...states}>
      {(data) => {
        const pageCount = Math.ceil(data.total / pageSize)
        return (
          <>
            {children(data)}
            <Pager page={page} pageCount={Math.min(pageCount, reachablePages)} onPage={onPage} />
            {pageCount > reachablePages && page >= reachablePages && (
              <p className="mt-3 text-center text-sm text-base-content/80">
                {t('paged.reach', {
                  count: reachablePages * pageSize,
                  action: beyondReach ?? t('paged.narrow'),
                })}
              </p>
            )}
          </>
        )
      }}
    </QueryView>
  )
}
