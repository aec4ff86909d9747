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
// And whether hydration leaves a person's taps alone (`measureHydrationTaps`): on the same phone, one tap on the
// menu button at a set moment after the first contentful paint, a fresh page for each moment, and how long the
// menu took to open from the tap, against the 200 ms of a 'good' Interaction to Next Paint.
// Printed as the median of `runs` runs by `npm run bench:web` (bench-web.ts) and on its own:
// `npx tsx apps/web/scripts/tap-timing.ts http://127.0.0.1:3000 [runs] [--only-hydration-taps]`. Uses Debian's
// Chromium.

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

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })

// Moments after the first contentful paint at which the menu is tapped: from the first paint, through the
// page's scripts loading and React hydrating, to a page long done with both. The page tells of its first paint
// only between its tasks, so a moment already past when the harness hears of it is tapped at once, and the
// output says when each tap really came.
const HYDRATION_TAP_MOMENTS_MS = Array.from({ length: 13 }, (_, step) => step * 250)
/** Interaction to Next Paint's 'good' threshold (Core Web Vitals). */
const GOOD_INP_MS = 200
/** A menu that has not opened this long after its one tap is reported as not opened, not tapped again. */
const MENU_OPEN_GIVE_UP_MS = 5_000
const HYDRATION_TAP_PATHS = ['/', '/rentProperties']

interface TapTimes {
  firstPaint?: number
  tap?: number
  opened?: number
}
type PageListener = (event: Event & { newState?: string }) => void
type PageListenerOptions = { capture: boolean; passive?: boolean }
/** What the page-side functions use of the page's window: this file is type-checked without the DOM's types. */
interface PageWindow {
  keyhavenTapTimes?: TapTimes
  addEventListener(type: string, listener: PageListener, options: PageListenerOptions): void
  document: { addEventListener(type: string, listener: PageListener, options: PageListenerOptions): void }
}

/**
 * Runs in the page before its own scripts: keeps the first contentful paint, the first tap's input timestamp
 * (the time the browser took the touch in, which is where a person's wait starts, however long the main thread
 * then keeps its events queued) and when a popover opened, all on the page's clock.
 */
function recordTapTimes() {
  const view = globalThis as unknown as PageWindow
  const times: TapTimes = {}
  view.keyhavenTapTimes = times
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint')
    if (paint && times.firstPaint === undefined) times.firstPaint = paint.startTime
  }).observe({ type: 'paint' as 'mark', buffered: true })
  // No named function in here: tsx names them with a helper of its own, which the page does not have.
  for (const type of ['touchstart', 'pointerdown']) {
    view.addEventListener(
      type,
      (event) => {
        if (times.tap === undefined) times.tap = event.timeStamp
      },
      { capture: true, passive: true },
    )
  }
  // 'toggle' does not bubble; a capturing listener on the document still hears every popover's.
  view.document.addEventListener(
    'toggle',
    (event) => {
      if (event.newState === 'open' && times.opened === undefined) {
        times.opened = performance.now()
      }
    },
    { capture: true },
  )
}

/**
 * Where the menu button's centre is on the phone's screen, read once on a page left to load: reading it on the
 * page being measured would itself wait for the main thread that the tap is there to time.
 */
async function menuButtonCentre(browser: Browser, baseUrl: string, path: string) {
  const page = await phone(browser, baseUrl, undefined)
  try {
    await page.goto(path, { waitUntil: 'load', timeout: GIVE_UP_MS })
    const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox({ timeout: GIVE_UP_MS })
    if (!box) throw new Error(`${path}: the menu button has no box`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await page.context().close()
  }
}

interface HydrationTap {
  /** When the tap came in, from the first contentful paint (later than asked when the page was slow to say). */
  tappedAt: number
  /** From the tap's input timestamp to the menu's toggle event; undefined when it did not open. */
  latency?: number
}

/** One fresh page of `path`, tapped once at the menu button's centre `moment` ms after its first paint. */
async function tapOnceAfterPaint(
  browser: Browser,
  baseUrl: string,
  path: string,
  centre: { x: number; y: number },
  moment: number,
): Promise<HydrationTap> {
  const page = await phone(browser, baseUrl, undefined)
  try {
    await page.addInitScript(recordTapTimes)
    await page.goto(path, { waitUntil: 'commit', timeout: GIVE_UP_MS })
    const paint = await page.waitForFunction(
      () => {
        const firstPaint = (globalThis as unknown as PageWindow).keyhavenTapTimes?.firstPaint
        return firstPaint === undefined ? 0 : performance.timeOrigin + firstPaint
      },
      undefined,
      { timeout: GIVE_UP_MS, polling: 20 },
    )
    // The page's clock and Node's are the same machine's wall clock, so the wait needs nothing from the page's
    // main thread, which hydration may be keeping busy right then.
    const tapAt = (await paint.jsonValue()) + moment
    const wait = tapAt - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    await page.touchscreen.tap(centre.x, centre.y)
    const opened = await page
      .waitForFunction(
        () => (globalThis as unknown as PageWindow).keyhavenTapTimes?.opened !== undefined,
        undefined,
        {
          timeout: MENU_OPEN_GIVE_UP_MS,
          polling: 50,
        },
      )
      .then(() => true)
      .catch(() => false)
    const times = await page.evaluate(() => (globalThis as unknown as PageWindow).keyhavenTapTimes)
    if (times?.tap === undefined || times.firstPaint === undefined) {
      throw new Error(`${path}: the page saw no tap at +${moment} ms`)
    }
    return {
      tappedAt: times.tap - times.firstPaint,
      latency: opened && times.opened !== undefined ? times.opened - times.tap : undefined,
    }
  } finally {
    await page.context().close()
  }
}

/**
 * Whether hydration leaves a person's taps alone: for each page and each moment after its first contentful
 * paint, the median over `runs` fresh pages of the time from one tap on the menu button to the menu opening,
 * each moment marked as within the 200 ms of a 'good' INP or over it, and the page's worst tap of all.
 */
export async function measureHydrationTaps(baseUrl: string, runs: number): Promise<string[]> {
  const browser = await launch()
  const lines = [
    `On a phone (150 ms, 1.6 Mbps down, 750 kbps up, 4x CPU), one tap on the menu button at a moment after first ` +
      `contentful paint, a fresh page each, from the tap to the menu's toggle event (good INP: within ` +
      `${GOOD_INP_MS} ms), median of ${runs}:`,
  ]
  const ms = (value: number | undefined) =>
    value === undefined ? `not opened in ${MENU_OPEN_GIVE_UP_MS / 1000} s` : `${Math.round(value)} ms`
  try {
    for (const path of HYDRATION_TAP_PATHS) {
      const centre = await menuButtonCentre(browser, baseUrl, path)
      lines.push(`  ${path}:`)
      const all: HydrationTap[] = []
      const over: number[] = []
      for (const moment of HYDRATION_TAP_MOMENTS_MS) {
        const taps: HydrationTap[] = []
        for (let run = 0; run < runs; run++) {
          taps.push(await tapOnceAfterPaint(browser, baseUrl, path, centre, moment))
        }
        all.push(...taps)
        // A menu that did not open counts as the slowest of the runs.
        const latencies = taps.map((tap) => tap.latency ?? Number.POSITIVE_INFINITY)
        const middle = median(latencies)
        const good = middle <= GOOD_INP_MS
        if (!good) over.push(moment)
        lines.push(
          `    +${moment} ms (tapped at +${Math.round(median(taps.map((tap) => tap.tappedAt)))} ms): ` +
            `${ms(Number.isFinite(middle) ? middle : undefined)}, ${good ? 'good' : `over ${GOOD_INP_MS} ms`}` +
            (runs > 1 ? ` (${taps.map((tap) => ms(tap.latency)).join(', ')})` : ''),
        )
      }
      const worst = all.reduce((slowest, tap) =>
        (tap.latency ?? Number.POSITIVE_INFINITY) > (slowest.latency ?? Number.POSITIVE_INFINITY)
          ? tap
          : slowest,
      )
      lines.push(
        `    worst tap: ${ms(worst.latency)}, tapped at +${Math.round(worst.tappedAt)} ms; ` +
          (over.length === 0
            ? `every moment within ${GOOD_INP_MS} ms`
            : `over ${GOOD_INP_MS} ms at +${over.join(', +')} ms`),
      )
    }
  } finally {
    await browser.close()
  }
  return lines
}

/** One line per figure measured: its median over `runs` runs, and each run. */
export async function measureTaps(baseUrl: string, runs: number): Promise<string[]> {
  const browser = await launch()
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
  const onlyHydrationTaps = process.argv.includes('--only-hydration-taps')
  const [url, runsArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'))
  const baseUrl = (url ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
  const runs = Number(runsArgument ?? 3)
  if (!onlyHydrationTaps) for (const line of await measureTaps(baseUrl, runs)) console.log(line)
  for (const line of await measureHydrationTaps(baseUrl, runs)) console.log(line)
}
