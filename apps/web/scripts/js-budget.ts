import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// The JavaScript each page loads (gzip): the client entry, the root route, the page's layout routes and its own
// route module, each with its static imports: what React Router preloads with the page's HTML, as its browser
// manifest lists it. Every page of the route config is counted (a route with a component and no child routes;
// the resource routes have no component), so a new page cannot go over unseen. Printed after every build; the
// build fails when the home page is over its budget, or any other page over the ceiling of every page.
// React DOM, React Router (its production build), React and the scheduler, one `framework` chunk, take most of
// each page's bytes before any of our code, and hold no server code, development branch or second copy to take
// out: the home page's budget sits just above what it loads, since what is left of ours on its first scripts
// hydrates what a person sees first (decision 0049; docs/performance.md has the figures). Zod and TanStack
// Query come with the parts that use them, on demand (the bell, the map and its pins, suggestions as one
// types, a listing's viewing slots), or with the few dashboard screens that still use TanStack Query as they
// paint. What a page imports on demand is not seen here: `npm run bench:web:js` lists it from a browser.

const HOME_BUDGET_BYTES = 120 * 1024
const PAGE_CEILING_BYTES = 150 * 1024

interface Preloaded {
  module: string
  imports?: string[]
}
interface RouteEntry extends Preloaded {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  hasDefaultExport: boolean
}
const clientDir = new URL('../dist/client/', import.meta.url)
// React Router writes its browser manifest as a script that sets one global to a JSON object.
const manifestFile = (await readdir(new URL('assets/', clientDir))).find((file) =>
  /^manifest-\w+\.js$/.test(file),
)
if (!manifestFile)
  throw new Error('No React Router manifest in dist/client/assets; run `react-router build` first')
const manifestScript = await readFile(new URL(`assets/${manifestFile}`, clientDir), 'utf8')
const manifest = JSON.parse(manifestScript.slice(manifestScript.indexOf('=') + 1).replace(/;\s*$/, '')) as {
  entry: Preloaded
  routes: Record<string, RouteEntry>
}
const routes = Object.values(manifest.routes)

/** The route and its parents, outermost (the root) first. */
function chain(route: RouteEntry): RouteEntry[] {
  const parent = route.parentId === undefined ? undefined : manifest.routes[route.parentId]
  return parent ? [...chain(parent), route] : [route]
}

const parents = new Set(routes.map((route) => route.parentId))
const pages = routes
  .filter((route) => route.hasDefaultExport && !parents.has(route.id))
  .map((route) => {
    const routeChain = chain(route)
    const path = `/${routeChain
      .map((each) => each.path)
      .filter(Boolean)
      .join('/')}`
    return { path, isHome: path === '/' && route.index === true, preloaded: [manifest.entry, ...routeChain] }
  })
  .sort((a, b) => a.path.localeCompare(b.path))

const gzipSizes = new Map<string, number>()
async function gzipSize(file: string) {
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(await readFile(fileURLToPath(new URL(`.${file}`, clientDir))), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const over: string[] = []
console.log(`JavaScript per page (gzip; every page at most ${kb(PAGE_CEILING_BYTES)}):`)
for (const page of pages) {
  const files = new Set(page.preloaded.flatMap((each) => [each.module, ...(each.imports ?? [])]))
  let bytes = 0
  for (const file of files) bytes += await gzipSize(file)
  const budget = page.isHome ? HOME_BUDGET_BYTES : PAGE_CEILING_BYTES
  if (bytes > budget)
    over.push(`${page.path} loads ${kb(bytes)} of JavaScript, over its budget of ${kb(budget)}.`)
  const shown = budget === PAGE_CEILING_BYTES ? '' : ` (budget ${kb(budget)})`
  console.log(`  ${page.path.padEnd(56)} ${kb(bytes).padStart(9)}${shown}`)
}
if (over.length > 0) {
  for (const line of over) console.error(line)
  process.exit(1)
}
