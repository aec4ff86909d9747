import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { measureHydrationTaps, measureTaps } from './tap-timing.ts'

// Lighthouse 13 (mobile preset, its default) against every public page of a server that is already
// running, e.g. `npm start`, then `npm run bench:web -- http://127.0.0.1:3000`. Prints one row per page:
// the four category scores, FCP, LCP, TBT, CLS, total transfer, and the JavaScript the page loaded (gzip).
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
// `--runs N` measures each page N times and prints the median of each figure (Lighthouse's timings vary from
// one run to the next, more so on a busy machine); the machine's load average is printed under the table.
// `--pages /,/rentProperties` measures only those pages (comparing two builds page by page in turn).
// Then, on a phone profile, when a tap on the menu and on a card's Details answers and when a signed-in buyer's
// All Properties shows results (tap-timing.ts), median of the same runs; `--no-taps` leaves them out.
// And whether hydration leaves a person's taps alone: one tap on the menu at each of a list of moments after the
// first paint, a fresh page each, timed to the menu opening against a 'good' INP's 200 ms (tap-timing.ts);
// `--only-hydration-taps` runs only that, without Lighthouse's table or the other taps.

const run = promisify(execFile)
const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs')
const noTaps = args.indexOf('--no-taps')
const withTaps = noTaps < 0
if (!withTaps) args.splice(noTaps, 1)
const onlyHydrationTapsAt = args.indexOf('--only-hydration-taps')
const onlyHydrationTaps = onlyHydrationTapsAt >= 0
if (onlyHydrationTaps) args.splice(onlyHydrationTapsAt, 1)
const pagesAt = args.indexOf('--pages')
const onlyPages = pagesAt >= 0 ? args.splice(pagesAt, 2)[1]?.split(',') : undefined
const baseUrl = (args[0] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const lighthouseBin = path.resolve(import.meta.dirname, '../../../node_modules/.bin/lighthouse')

const PUBLIC_PAGES = [
  '/',
  '/rentProperties',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
]
const PAGES = onlyPages ?? PUBLIC_PAGES

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
const score = (reports: Report[], category: string) => {
  const values = reports.map((report) => report.categories[category]?.score)
  if (values.some((value) => value === null || value === undefined)) return '-'
  return String(Math.round(median(values as number[]) * 100))
}
const metric = (reports: Report[], audit: string) =>
  median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN))
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Lighthouse's row for every page, printed as a table with the machine's load average under it. */
async function printLighthouseTable() {
  const rows: string[][] = [
    ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'JS gzip'],
  ]
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-lighthouse-'))
  try {
    for (const page of PAGES) {
      const reports: Report[] = []
      let failure = ''
      // A run may fail on a busy machine (Chromium too slow to answer Lighthouse); the others still count.
      for (let run = 0; run < runs; run++) {
        try {
          reports.push(await lighthouse(`${baseUrl}${page}`, workDir))
        } catch (error) {
          // Lighthouse measures no page answered with an error status, such as the not-found page's 404.
          failure = (error as { stderr?: string }).stderr?.match(/Status code: \d+/)?.[0] ?? 'failed'
          if (failure !== 'failed') break
        }
      }
      if (reports.length === 0) {
        rows.push([page, `not measured (${failure})`, '', '', '', '', '', '', '', '', ''])
        continue
      }
      rows.push([
        page,
        score(reports, 'performance'),
        score(reports, 'accessibility'),
        score(reports, 'best-practices'),
        score(reports, 'seo'),
        `${(metric(reports, 'first-contentful-paint') / 1000).toFixed(1)} s`,
        `${(metric(reports, 'largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${Math.round(metric(reports, 'total-blocking-time'))} ms`,
        metric(reports, 'cumulative-layout-shift').toFixed(3),
        kib(metric(reports, 'total-byte-weight')),
        kib(median(await Promise.all(reports.map(scriptGzipBytes)))),
      ])
    }
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }

  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  console.log(
    `Lighthouse 13, mobile preset, ${baseUrl}${runs > 1 ? `, median of ${runs} runs (fewer where a run failed)` : ''}`,
  )
  console.log(line(rows[0] ?? []))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows.slice(1)) console.log(line(row))
  printLoadAverage()
}

const printLoadAverage = () =>
  console.log(
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  )

if (!onlyHydrationTaps) {
  await printLighthouseTable()
  if (withTaps) for (const line of await measureTaps(baseUrl, runs)) console.log(line)
}
if (withTaps || onlyHydrationTaps) {
  for (const line of await measureHydrationTaps(baseUrl, runs)) console.log(line)
  if (onlyHydrationTaps) printLoadAverage()
}
