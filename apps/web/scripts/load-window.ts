import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

// The JavaScript each public page fetches while it loads, as a signed-out visitor on a phone: every script
// from navigation until the page is interactive (src/root.tsx marks it), the network is idle and IDLE_MS more
// have passed, in the order the page asked for it, with its gzip size (level 9, fetched again uncompressed),
// and the API requests made (an answer's schema loads with it). Unlike the build's budget (scripts/js-budget.ts),
// which sees only static imports, this sees what the page imports on demand too: a chunk that joins the home
// page's load shows by name, and the run fails when the home page goes over HOME_LOAD_BUDGET_BYTES.
// Deterministic, unlike Lighthouse's timings. Against a running server, e.g. `npm start`, then
// `npm run bench:web:js -- http://127.0.0.1:3000 [/path ...]`. Uses Debian's Chromium.

const baseUrl = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/rentProperties', '/login']

// Long enough for what the page starts after hydrating (the session check) to be asked for.
const IDLE_MS = 3000
// The entry and its static imports (the first scripts, see js-budget.ts), then the footer's code with the
// newsletter form's, which the page asks for as it hydrates (src/app/root-layout.tsx), and nothing else: the
// toaster loads at the visitor's first tap or key press (src/entry.client.tsx), and zod and the contract's
// schemas must not join them: a signed-out visitor's only request, the session check, needs none. What it
// fetches is in docs/performance.md; the threshold leaves a little room above it.
const HOME_LOAD_BUDGET_BYTES = 124 * 1024

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSizes = new Map<string, number>()
async function gzipSize(url: string) {
  let size = gzipSizes.get(url)
  if (size === undefined) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
    gzipSizes.set(url, size)
  }
  return size
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
let homeBytes = 0
try {
  for (const page of pages) {
    // Lighthouse's phone: 412 px wide at a device pixel ratio of 1.75.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const tab = await context.newPage()
    const scripts: string[] = []
    const apiRequests: string[] = []
    tab.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) return
      const { pathname } = new URL(request.url())
      if (request.resourceType() === 'script') scripts.push(request.url())
      else if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`)
    })
    await tab.goto(`${baseUrl}${page}`)
    // Hydration may outlast a quiet network on a busy machine: what it starts belongs to the load too.
    await tab.locator('html[data-interactive]').waitFor({ state: 'attached' })
    await tab.waitForLoadState('networkidle')
    await tab.waitForTimeout(IDLE_MS)
    await context.close()

    let total = 0
    console.log(page)
    for (const url of scripts) {
      const size = await gzipSize(url)
      total += size
      console.log(`  ${kb(size).padStart(9)}  ${new URL(url).pathname}`)
    }
    const budget = page === '/' ? ` (budget ${kb(HOME_LOAD_BUDGET_BYTES)})` : ''
    console.log(`  ${kb(total).padStart(9)}  in ${scripts.length} scripts${budget}`)
    console.log(`  API requests: ${apiRequests.join(', ') || 'none'}\n`)
    if (page === '/') homeBytes = total
  }
} finally {
  await browser.close()
}
if (homeBytes > HOME_LOAD_BUDGET_BYTES) {
  console.error(`The home page loads ${kb(homeBytes)} of JavaScript, over ${kb(HOME_LOAD_BUDGET_BYTES)}.`)
  process.exit(1)
}
