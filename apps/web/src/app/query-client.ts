import { QueryClient } from '@tanstack/react-query'
import { ApiError, ContractMismatchError } from '../lib/api-client.ts'

/** The browser keeps one; the server makes one per rendered page, so no visitor sees another's data. */
export const createQueryClient = () =>
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

export const queryClient = createQueryClient()
