import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'

// When a person on a phone can use a page, not only see it: on a slow phone's profile (CDP throttling:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x slower CPU; a 412 × 915 touch screen), the time from the
// start of a navigation until
//  - a tap on the menu button opens the menu, on the home page and on Rent Properties (taps every 100 ms from
//    the moment the button shows: a tap before the page's scripts run does nothing, as it would for a person);
//  - a tap on the first card's Details on Rent Properties shows the listing's page, signed in as the demo buyer;
//  - the demo buyer's All Properties shows its first results;
//  - the home page and Rent Properties paint their first content and their largest content (the browser's own
//    paint timings, on this real throttling: Lighthouse's simulated figures are estimates from an unthrottled
//    load, see docs/performance.md).
// Printed as the median of `runs` runs by `npm run bench:web` (bench-web.ts) and on its own:
// `npx tsx apps/web/scripts/tap-timing.ts http://127.0.0.1:3000 [runs]`. Uses Debian's Chromium.

const PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
}
const TAP_EVERY_MS = 100
const GIVE_UP_MS = 30_000

type Session = Awaited<ReturnType<BrowserContext['storageState']>>

/** The demo buyer's session cookie, signed in once (the sign-in throttle counts every attempt). */
async function buyerSession(browser: Browser, baseUrl: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl })
  try {
    const answer = await context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: baseUrl },
      data: { email: 'user@example.com', password: 'demo1234' },
    })
    if (!answer.ok()) throw new Error(`the demo buyer could not sign in (${answer.status()})`)
    return await context.storageState()
  } finally {
    await context.close()
  }
}

async function phone(browser: Browser, baseUrl: string, session: Session | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
    ...(session && { storageState: session }),
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
  return page
}

/** Milliseconds from the start of a navigation to `path` until `done` holds, tapping `target` until then. */
async function timeUntil(
  page: Page,
  path: string,
  done: () => Promise<boolean>,
  target?: () => ReturnType<Page['locator']>,
): Promise<number> {
  const start = Date.now()
  await page.goto(path, { waitUntil: 'commit' })
  while (Date.now() - start < GIVE_UP_MS) {
    if (await done()) return Date.now() - start
    const tappable = target?.()
    if (tappable && (await tappable.isVisible().catch(() => false))) {
      await tappable.tap({ timeout: 1_000, noWaitAfter: true }).catch(() => undefined)
    }
    await page.waitForTimeout(TAP_EVERY_MS)
  }
  throw new Error(`${path}: not done after ${GIVE_UP_MS / 1000} s`)
}

const visible = (page: Page, selector: string) => () =>
  page
    .locator(selector)
    .first()
    .isVisible()
    .catch(() => false)

/**
 * The page's first contentful paint and largest contentful paint, in milliseconds from the start of the
 * navigation, read once the page has loaded and stayed still for a moment (without a tap: one would end LCP).
 */
async function paintTimes(page: Page, path: string): Promise<[number, number]> {
  await page.goto(path, { waitUntil: 'load', timeout: GIVE_UP_MS })
  await page.waitForTimeout(PAINTS_SETTLE_MS)
  const last = (type: 'paint' | 'largest-contentful-paint', name?: string) =>
    page.evaluate(
      ([type, name]) =>
        new Promise<number>((resolve) => {
          // This runs in the page; the PerformanceObserver type here is Node's, which knows no paint entries.
          new PerformanceObserver((list) => {
            const entries = list.getEntries().filter((entry) => !name || entry.name === name)
            resolve(entries.at(-1)?.startTime ?? Number.NaN)
          }).observe({ type: type as 'mark', buffered: true })
        }),
      [type, name] as const,
    )
  return [await last('paint', 'first-contentful-paint'), await last('largest-contentful-paint')]
}
const PAINTS_SETTLE_MS = 2_000

/** A measurement: the names of its figures, and one run of it giving each of them in milliseconds. */
interface Measurement {
  names: string[]
  signedIn: boolean
  measure: (page: Page) => Promise<number[]>
}

const MEASUREMENTS: Measurement[] = [
  ...['/', '/rentProperties'].flatMap((path): Measurement[] => [
    {
      names: [`menu opens on a tap, ${path}`],
      signedIn: false,
      measure: async (page) => [
        await timeUntil(page, path, visible(page, '#mobile-menu'), () =>
          page.getByRole('button', { name: 'Open menu' }),
        ),
      ],
    },
    {
      names: [`first contentful paint, ${path}`, `largest contentful paint, ${path}`],
      signedIn: false,
      measure: (page) => paintTimes(page, path),
    },
  ]),
  {
    names: ["a tap on a card's Details shows the listing"],
    signedIn: true,
    measure: async (page) => [
      await timeUntil(
        page,
        '/rentProperties',
        async () => /\/property-details\//.test(page.url()) && (await visible(page, 'main h1')()),
        () => page.getByRole('link', { name: /^Details of / }).first(),
      ),
    ],
  },
  {
    names: ["a signed-in buyer's All Properties shows results"],
    signedIn: true,
    measure: async (page) => [
      await timeUntil(page, '/allProperties', visible(page, 'ul[aria-label="Properties"] > li')),
    ],
  },
]

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

/** One line per figure measured: its median over `runs` runs, and each run. */
export async function measureTaps(baseUrl: string, runs: number): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const lines = [
    `On a phone (150 ms, 1.6 Mbps down, 750 kbps up, 4x CPU), from the start of navigation, median of ${runs}:`,
  ]
  try {
    const session = await buyerSession(browser, baseUrl)
    for (const { names, signedIn, measure } of MEASUREMENTS) {
      const runsOf: number[][] = []
      for (let run = 0; run < runs; run++) {
        const page = await phone(browser, baseUrl, signedIn ? session : undefined)
        try {
          runsOf.push(await measure(page))
        } finally {
          await page.context().close()
        }
      }
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
      names.forEach((name, figure) => {
        const times = runsOf.map((figures) => figures[figure] ?? Number.NaN)
        lines.push(`  ${name}: ${seconds(median(times))} (${times.map(seconds).join(', ')})`)
      })
    }
  } finally {
    await browser.close()
  }
  return lines
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const baseUrl = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
  const runs = Number(process.argv[3] ?? 3)
  for (const line of await measureTaps(baseUrl, runs)) console.log(line)
}
