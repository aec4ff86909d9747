import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

// The JavaScript each public page fetches in its load window: from navigation until the network has been idle
// for 500 ms, as a signed-out visitor on a phone-sized screen. Lists every script with its gzip size (level 9,
// fetched again uncompressed), in the order the page asked for it, so a chunk that joins the load window shows
// by name. Deterministic, unlike Lighthouse's timings: run it against a server that is already running, e.g.
// `npm start`, then `npm run bench:web:js -- http://127.0.0.1:3000 [/path ...]`. Uses Debian's Chromium.

const baseUrl = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/rentProperties', '/login']

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
try {
  for (const page of pages) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const tab = await context.newPage()
    const scripts: string[] = []
    // The API requests explain the chunks that follow them (an answer's schema loads with it).
    const apiCalls: string[] = []
    tab.on('request', (request) => {
      if (!request.url().startsWith(baseUrl)) return
      if (request.resourceType() === 'script') scripts.push(request.url())
      else if (new URL(request.url()).pathname.startsWith('/api/'))
        apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`)
    })
    await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' })
    await context.close()
    let total = 0
    console.log(`${page}`)
    for (const url of scripts) {
      const size = await gzipSize(url)
      total += size
      console.log(`  ${kb(size).padStart(9)}  ${new URL(url).pathname}`)
    }
    console.log(`  ${kb(total).padStart(9)}  in ${scripts.length} scripts`)
    console.log(`  API requests: ${apiCalls.join(', ') || 'none'}\n`)
  }
} finally {
  await browser.close()
}
