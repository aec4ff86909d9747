import { type Browser, type BrowserContextOptions, test as base, type Page } from '@playwright/test'
import { signInAs } from './accounts.ts'

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

/** Playwright's `test` whose `page` waits, after every goto and reload, until the page is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
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
  await signInAs(page, baseURL, email)
  return waitingUntilInteractive(page)
}

export { expect } from '@playwright/test'
