import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No WCAG 2.1 A/AA violation on the page as it is now (axe-core); `where` names it in the failure. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Legacy mode runs axe in the page itself (the app has no frames), without opening a page to merge results.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
