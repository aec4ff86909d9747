import { QueryClient } from '@tanstack/react-query'
import { ApiError, ContractMismatchError } from '../lib/api-client.ts'

/** The browser keeps one; the server makes one per rendered page, so no visitor sees another's data. */
const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what may pass on a second try: network trouble and server errors, not refusals and not an
        // answer that breaks the contract.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ContractMismatchError) &&
          (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
    },
  })

let browserQueryClient: QueryClient | undefined

/**
 * The cache a page's screens read through: on the server a fresh one per rendered page, so no visitor sees
 * another's data; in the browser one for the page's whole life, kept across navigations.
 */
export function pageQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient()
  browserQueryClient ??= createQueryClient()
  return browserQueryClient
}

/** Forgets what the browser read for the signed-in person (sign-out, an expired session). */
export function clearQueryCache() {
  browserQueryClient?.removeQueries()
}
