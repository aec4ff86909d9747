import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No WCAG 2.1 A/AA violation on the page as it is now (axe-core); `where` names it in the failure. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // A toast or a dialog still fading in has its colours half-way: contrast is judged once they have arrived
  // (looping animations, such as a spinner, never end and are left out, as are scroll-driven ones).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            // Time-based ones only: a scroll-driven reveal runs as long as the page can scroll.
            .filter(
              (animation) => animation.playState === 'running' && animation.timeline === document.timeline,
            )
            .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
            .length,
      ),
    )
    .toBe(0)
  // Legacy mode runs axe in the page itself (the app has no frames), without opening a page to merge results.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
