import type { Page } from '@keyhaven/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pager } from './pager.tsx'
import { QueryView } from './query-view.tsx'

interface PagedViewProps<P extends Page<unknown>> {
  query: UseQueryResult<P>
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
  ...states
}: PagedViewProps<P>) {
  return (
    <QueryView query={query} isEmpty={(data) => data.total === 0} {...states}>
      {(data) => (
        <>
          {children(data)}
          <Pager page={page} pageCount={Math.ceil(data.total / pageSize)} onPage={onPage} />
        </>
      )}
    </QueryView>
  )
}
