import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// The JavaScript each page loads (gzip): the client entry, the root route and the page's route modules, each
// with its static imports: what React Router preloads with the page's HTML. Printed after every build; the
// build fails when the home page is over its budget, or any page listed here over the ceiling of every page.
// React DOM, React Router (its production build), React and the scheduler, one `framework` chunk, take most of
// each page's bytes before any of our code, and hold no server code, development branch or second copy to take
// out: the home page's budget sits just above what it loads, since what is left of ours on its first scripts
// hydrates what a person sees first (decision 0049; docs/performance.md has the figures). Zod and TanStack
// Query come with the parts that use them, on demand (the bell, the map and its pins, suggestions as one
// types, a listing's viewing slots), or with the few dashboard screens that still use TanStack Query as they
// paint. What a page imports on demand is not seen here: `npm run bench:web:js` lists it from a browser.

const HOME_BUDGET_BYTES = 120 * 1024
const PAGE_CEILING_BYTES = 150 * 1024
const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['home'],
  '/rentProperties': ['rent'],
  '/login': ['login'],
  '/allProperties': ['signed-in', 'all-properties'],
  '/property-details/:id': ['signed-in', 'property-details'],
  '/dashboard/wishlist': ['signed-in', 'dashboard', 'dashboard.wishlist'],
  'not found': ['not-found'],
}

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
const distDir = new URL('../dist/client/', import.meta.url)
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', distDir), 'utf8')) as Record<
  string,
  Chunk
>
const routeKey = (name: string) => `src/${name}.tsx?__react-router-build-client-route`
const alwaysLoaded = ['src/entry.client.tsx', routeKey('root')]

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

const gzipSizes = new Map<string, number>()
async function gzipSize(file: string) {
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(await readFile(fileURLToPath(new URL(file, distDir))), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const over: string[] = []
console.log(`JavaScript per route (gzip; every page at most ${kb(PAGE_CEILING_BYTES)}):`)
for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
  const files = new Set<string>()
  for (const key of [...alwaysLoaded, ...modules.map((name) => routeKey(`routes/${name}`))]) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build; update scripts/js-budget.ts`)
    closure(key, files)
  }
  let bytes = 0
  for (const file of files) bytes += await gzipSize(file)
  const budget = route === '/' ? HOME_BUDGET_BYTES : PAGE_CEILING_BYTES
  if (bytes > budget)
    over.push(`${route} loads ${kb(bytes)} of JavaScript, over its budget of ${kb(budget)}.`)
  const shown = route === '/' ? ` (budget ${kb(HOME_BUDGET_BYTES)})` : ''
  console.log(`  ${route.padEnd(56)} ${kb(bytes).padStart(9)}${shown}`)
}
if (over.length > 0) {
  for (const line of over) console.error(line)
  process.exit(1)
}
