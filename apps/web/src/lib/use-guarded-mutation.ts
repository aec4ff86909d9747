import {
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useRef, useState } from 'react'

/**
 * useMutation that runs one call at a time: a second click (a double click, a click during the request) is
 * ignored, and `isPending` turns true in the same event, so the button is disabled before another click lands.
 * (TanStack's own isPending reaches the screen a tick later, after a double click's second click.)
 */
export function useGuardedMutation<TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  const mutation = useMutation(options)
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const mutate = (variables: TVariables) => {
    if (running.current) return
    running.current = true
    setPending(true)
    mutation.mutate(variables, {
      onSettled: () => {
        running.current = false
        setPending(false)
      },
    })
  }
  return { ...mutation, mutate, isPending: pending || mutation.isPending }
}

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
