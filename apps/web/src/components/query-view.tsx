import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState, ErrorState, LoadingState } from './status.tsx'

interface QueryViewProps<T> {
  query: UseQueryResult<T>
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
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>
  return <>{children(query.data)}</>
}
