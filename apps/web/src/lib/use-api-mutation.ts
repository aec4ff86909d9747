import {
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useRef, useState } from 'react'

/** What a screen does with a mutation's outcome (its messages); the data it shows is refreshed by the hook. */
export type MutationOutcome<TData, TVariables> = Pick<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'onSuccess' | 'onError'
>

/**
 * A change made from the browser where no route's action can serve (decision 0046: the notifications bell, a
 * live list of every page's navbar whose marks refresh its own query, not the page's loaders): TanStack Query's
 * useMutation, run one call at a time, with the queries under `refreshes` (a feature's root key) refetched once
 * it settles, whatever the outcome.
 *
 * One call at a time: a second click (a double click, a click during the request) does not send again, and
 * `isPending` turns true in the same event, so the button is disabled before another click lands (TanStack's
 * own isPending reaches the screen a tick later, after a double click's second click). `mutateAsync` called
 * meanwhile answers with the running call's outcome; its promise settles after the refetch, so a form that
 * awaits it and goes on (a dialog, another page) finds the lists already refreshed.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    refreshes = [],
    oneAtATime = true,
    ...outcome
  }: MutationOutcome<TData, TVariables> & {
    refreshes?: QueryKey[]
    /** false for calls no click sends (one per page opened): each is sent, none waits for the one before. */
    oneAtATime?: boolean
  } = {},
) {
  const queryClient = useQueryClient()
  const mutation = useMutation<TData, DefaultError, TVariables>({
    mutationFn,
    ...outcome,
    onSettled: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  const running = useRef<Promise<TData> | null>(null)
  const [pending, setPending] = useState(false)
  const mutateAsync = (variables: TVariables): Promise<TData> => {
    if (!oneAtATime) return mutation.mutateAsync(variables)
    if (running.current) return running.current
    setPending(true)
    const call = mutation.mutateAsync(variables).finally(() => {
      running.current = null
      setPending(false)
    })
    running.current = call
    return call
  }
  /** Runs the mutation; its outcome reaches the hook's onSuccess and onError. */
  const mutate = (variables: TVariables) => {
    mutateAsync(variables).catch(() => {})
  }
  return { ...mutation, mutate, mutateAsync, isPending: pending || mutation.isPending }
}
