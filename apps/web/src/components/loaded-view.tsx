import type { ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { EmptyState, ErrorState } from './status.tsx'

interface LoadedViewProps<T> {
  /** What the route's loader read, or null when it could not. */
  data: T | null
  /** Shown with a retry button (which runs the page's loaders again) when the read failed. */
  error: string
  /** When given and true for the data, `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** The error, empty and loaded states of a list a route's loader read (QueryView's twin for loader data). */
export function LoadedView<T>({ data, error, isEmpty, empty, children }: LoadedViewProps<T>) {
  const revalidator = useRevalidator()
  if (data === null) return <ErrorState message={error} onRetry={() => void revalidator.revalidate()} />
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>
  return <>{children(data)}</>
}
