import { QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useState } from 'react'
import { pageQueryClient } from './query-client.ts'

/**
 * The query cache over a part of a page that reads or changes data through TanStack Query: the live parts (the
 * bell, the map's pins, a listing's viewing slots), each loaded on demand with its cache, and the screens whose
 * parts still use it. Every one joins the page's one cache (pageQueryClient), so what one refreshes the others
 * see; the pages without such a part load none of TanStack Query's code.
 */
export function QueryCache({ children }: { children: ReactNode }) {
  const [queryClient] = useState(pageQueryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/** A route's screen under the query cache (see QueryCache). */
export function withQueryCache<Props extends object>(Screen: ComponentType<Props>) {
  return function ScreenWithQueryCache(props: Props) {
    return (
      <QueryCache>
        <Screen {...props} />
      </QueryCache>
    )
  }
}
