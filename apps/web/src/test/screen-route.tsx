import type { ComponentType } from 'react'
import { type RouteObject, useLoaderData } from 'react-router'
import type { ScreenRead } from '../app/screen-with-data.tsx'

/**
 * A screen's route as its loader serves it (app/server/screen-data.server.ts, screenData): `read` runs at each
 * load (the first, a change of page, after a post), its data or its failure reaching the page as `read`.
 */
export function screenRoute<T>(
  path: string,
  Page: ComponentType<{ read: ScreenRead<T> }>,
  read: (url: URL) => Promise<T>,
  route: Omit<RouteObject, 'path' | 'element' | 'loader' | 'index' | 'children'> = {},
): RouteObject {
  function Screen() {
    return <Page read={useLoaderData<{ read: ScreenRead<T> }>().read} />
  }
  return {
    ...route,
    path,
    element: <Screen />,
    loader: async ({ request }) => ({
      read: await read(new URL(request.url)).then(
        (data): ScreenRead<T> => ({ data }),
        (): ScreenRead<T> => ({ failed: 'error' }),
      ),
    }),
  }
}
