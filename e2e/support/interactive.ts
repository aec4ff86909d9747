import { test as base, type Page } from '@playwright/test'

/**
 * Public pages come rendered by the server and show their links, buttons and forms before React has taken them
 * over; a click or a key press in that moment is lost (a form would even submit itself natively). The app marks
 * <html data-interactive> once React has committed the page (src/root.tsx); this waits for the mark.
 */
export async function untilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
}

/** Playwright's `test` whose `page` waits, after every goto and reload, until the page is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page)
  },
})

export { expect } from '@playwright/test'
