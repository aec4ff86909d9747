import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from './status.tsx'

/**
 * What a fetched list or record is at: loading, failed (`refetch` tries again) or read. A live screen's query
 * result is one, and so is a route's loader data (app/screen-with-data.tsx, useScreenRead).
 */
export interface ShownState<T> {
  isPending: boolean
  isError: boolean
  data: T | undefined
  refetch: () => unknown
}

interface QueryViewProps<T> {
  query: ShownState<T>
  /** Shown while loading, e.g. 'Loading reviews...'. */
  loading: string
  /** Shown with a retry button when the request failed. */
  error: string
  /** When given and true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** The loading, error (with retry), empty and loaded states of one fetched list or record. */
export function QueryView<T>({ query, loading, error, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={loading} />
  if (query.isError) return <ErrorState message={error} onRetry={() => void query.refetch()} />
  const data = query.data as T
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>
  return <>{children(data)}</>
}
