import { type Browser, type BrowserContextOptions, test as base, type Page } from '@playwright/test'
import { signInAs } from './accounts.ts'
import { PageDiary } from './page-diary.ts'

/**
 * Public pages come rendered by the server and show their links, buttons and forms before React has taken them
 * over; a click or a key press in that moment is lost (a form would even submit itself natively). The app marks
 * <html data-interactive> once React has committed the page (src/root.tsx); this waits for the mark.
 */
export async function untilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
}

/** Makes the page's goto and reload wait, each time, until the page is interactive. */
function waitingUntilInteractive(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await untilInteractive(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await untilInteractive(page)
    return response
  }
  return page
}

// The diaries of the pages a test opened, by test: a failed test prints them (page-diary.ts).
const diariesOfTests = new Map<string, PageDiary[]>()

function keepDiary(page: Page, name: string) {
  const { testId } = base.info()
  diariesOfTests.set(testId, [...(diariesOfTests.get(testId) ?? []), new PageDiary(page, name)])
}

/**
 * Playwright's `test` whose `page` waits, after every goto and reload, until the page is interactive, and which,
 * when it fails, prints what each of its pages did.
 */
export const test = base.extend<{ diaries: undefined }>({
  diaries: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none.
    async ({}, use, testInfo) => {
      await use(undefined)
      const diaries = diariesOfTests.get(testInfo.testId) ?? []
      diariesOfTests.delete(testInfo.testId)
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const diary of diaries) console.log(String(diary))
      }
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    keepDiary(page, 'page')
    await use(waitingUntilInteractive(page))
  },
})

/**
 * A page of its own browser context (a second person beside the test's `page`, or a viewport of its own),
 * signed in as `email`; its goto and reload wait until the page is interactive, like the `page` of `test`.
 */
export async function pageAs(
  browser: Browser,
  baseURL: string,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ...options })).newPage()
  keepDiary(page, `of ${email}`)
  await signInAs(page, baseURL, email)
  return waitingUntilInteractive(page)
}

export { expect } from '@playwright/test'
