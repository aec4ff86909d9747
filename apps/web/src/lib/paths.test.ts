import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routeConfig from '../routes.ts'
import { dashboardPaths } from './dashboard-paths.ts'
import { paths } from './paths.ts'

// Every address the app links to is a screen of the router, not the not-found page.

type PathTree = { [name: string]: string | ((id: string) => string) | PathTree }

function addresses(tree: PathTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'function'
        ? [value('0f6c2d3e')]
        : addresses(value),
  )
}

/** The app's route modules as the router matches them (their files do not matter here). */
const asRoutes = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(({ path, index, children }) =>
    index ? { index: true, path } : { path, children: asRoutes(children ?? []) },
  )

describe('paths', () => {
  const routes = [{ path: '/', children: asRoutes(routeConfig) }]
  it.each([...addresses(paths), ...addresses(dashboardPaths)])('%s is a screen of the app', (address) => {
    const matched = matchRoutes(routes, address) ?? []
    expect(matched.length).toBeGreaterThan(0)
    expect(matched.at(-1)?.route.path).not.toBe('*')
  })
})
