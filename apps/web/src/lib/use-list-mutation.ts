import {
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  useQueryClient,
} from '@tanstack/react-query'
import { useGuardedMutation } from './use-guarded-mutation.ts'

// Apart from use-guarded-mutation.ts, which the footer's newsletter form (on every page) loads first.

/** What a screen does with a mutation's outcome (its messages); the data it shows is refreshed by the hook. */
export type MutationOutcome<TData, TVariables> = Pick<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'onSuccess' | 'onError'
>

/**
 * A feature's mutation, as its api.ts offers it to screens: one call at a time, and every query under
 * `invalidates` (the feature's root key) refetched once it settles, whatever the outcome.
 */
export function useListMutation<TData, TVariables>(
  invalidates: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  outcome: MutationOutcome<TData, TVariables>,
) {
  const queryClient = useQueryClient()
  return useGuardedMutation<TData, TVariables>({
    mutationFn,
    ...outcome,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  })
}
