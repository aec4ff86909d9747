import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router'
import type { ShownState } from '../components/query-view.tsx'

/**
 * What a screen's loader read (app/server/screen-data.server.ts, screenData): its data, or why there is none: the
 * read failed (the screen shows its error state, whose Try again runs the loader again) or what it names is not
 * there (the screen's not-found state).
 */
export type ScreenRead<T> = { data: T } | { failed: 'error' | 'not-found' }

/** The read's data, or undefined when it failed. */
export const readData = <T,>(read: ScreenRead<T>): T | undefined => ('data' in read ? read.data : undefined)

/**
 * A screen's loader data as the states its views show: loading while the route's loader runs for another page or
 * filter of the same screen (or again after a failure, from Try again), failed with a Try again that runs it
 * again, else read. A post's own revalidation keeps what is shown until the answer comes.
 */
export function useScreenRead<T>(read: ScreenRead<T>): ShownState<T> & { notFound: boolean } {
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const revalidator = useRevalidator()
  const failed = 'failed' in read
  const moving =
    navigation.state === 'loading' &&
    navigation.formMethod === undefined &&
    navigation.location.pathname === pathname &&
    navigation.location.search !== search
  return {
    isPending: moving || (failed && revalidator.state === 'loading'),
    // A screen with a not-found state of its own shows it first (`notFound`); any other shows its error state.
    isError: failed,
    notFound: failed && read.failed === 'not-found',
    data: readData(read),
    refetch: () => revalidator.revalidate(),
  }
}

/** A screen whose route's loader read its data (screenLoader): the data goes into the page's cache first. */
export function withServerData(Screen: ComponentType) {
  return function ScreenWithServerData() {
    const { queries } = useLoaderData() as { queries: DehydratedState }
    return (
      <HydrationBoundary state={queries}>
        <Screen />
      </HydrationBoundary>
    )
  }
}
