import { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createRoutes } from '../app/routes.tsx'
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

describe('paths', () => {
  const routes = createRoutes(new QueryClient())
  it.each([...addresses(paths), ...addresses(dashboardPaths)])('%s is a screen of the app', (address) => {
    const matched = matchRoutes(routes, address) ?? []
    expect(matched.length).toBeGreaterThan(0)
    expect(matched.at(-1)?.route.path).not.toBe('*')
  })
})
