import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useLoaderData } from 'react-router'

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
