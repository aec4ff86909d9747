import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'

// Lighthouse 13 (mobile preset, its default) against every public page of a server that is already
// running, e.g. `npm start`, then `npm run bench:web -- http://127.0.0.1:3000`. Prints one row per page:
// the four category scores, FCP, LCP, TBT, CLS, total transfer, and the JavaScript the page loaded (gzip).
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.

const run = promisify(execFile)
const baseUrl = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const lighthouseBin = path.resolve(import.meta.dirname, '../../../node_modules/.bin/lighthouse')

const PAGES = [
  '/',
  '/rentProperties',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
]

interface Audit {
  numericValue?: number
  details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] }
}
interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
}

async function lighthouse(url: string, outDir: string): Promise<Report> {
  const output = path.join(outDir, 'report.json')
  await run(
    lighthouseBin,
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(await readFile(output, 'utf8')) as Report
}

/** Gzip size (level 9) of every script of this site the page loaded, fetched again uncompressed. */
async function scriptGzipBytes(report: Report): Promise<number> {
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl),
  )
  let total = 0
  for (const url of new Set(scripts.map((item) => item.url))) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    )
    total += gzipSync(body, { level: 9 }).length
  }
  return total
}

const score = (report: Report, category: string) => {
  const value = report.categories[category]?.score
  return value === null || value === undefined ? '-' : String(Math.round(value * 100))
}
const metric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

const rows: string[][] = [
  ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'JS gzip'],
]
const workDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-lighthouse-'))
try {
  for (const page of PAGES) {
    let report: Report
    try {
      report = await lighthouse(`${baseUrl}${page}`, workDir)
    } catch (error) {
      // Lighthouse measures no page answered with an error status, such as the not-found page's 404.
      const reason = (error as { stderr?: string }).stderr?.match(/Status code: \d+/)?.[0] ?? 'failed'
      rows.push([page, `not measured (${reason})`, '', '', '', '', '', '', '', '', ''])
      continue
    }
    rows.push([
      page,
      score(report, 'performance'),
      score(report, 'accessibility'),
      score(report, 'best-practices'),
      score(report, 'seo'),
      `${(metric(report, 'first-contentful-paint') / 1000).toFixed(1)} s`,
      `${(metric(report, 'largest-contentful-paint') / 1000).toFixed(1)} s`,
      `${Math.round(metric(report, 'total-blocking-time'))} ms`,
      metric(report, 'cumulative-layout-shift').toFixed(3),
      kib(metric(report, 'total-byte-weight')),
      kib(await scriptGzipBytes(report)),
    ])
  }
} finally {
  await rm(workDir, { recursive: true, force: true })
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
const line = (row: string[]) =>
  `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
console.log(`Lighthouse 13, mobile preset, ${baseUrl}`)
console.log(line(rows[0] ?? []))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const row of rows.slice(1)) console.log(line(row))
