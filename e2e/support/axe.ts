import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Time-based animations still running (a looping one, such as a spinner, never ends and is left out). */
function runningAnimations(page: Page) {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        // A scroll-driven reveal runs as long as the page can scroll.
        .filter((animation) => animation.playState === 'running' && animation.timeline === document.timeline)
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY).length,
  )
}

/** How many animations and transitions have started on the page since the first call. */
function animationsStarted(page: Page) {
  return page.evaluate(() => {
    const counted = window as unknown as { __animationsStarted?: number }
    if (counted.__animationsStarted === undefined) {
      counted.__animationsStarted = 0
      for (const type of ['animationstart', 'transitionstart']) {
        document.addEventListener(
          type,
          () => {
            counted.__animationsStarted = (counted.__animationsStarted ?? 0) + 1
          },
          { capture: true },
        )
      }
    }
    return counted.__animationsStarted
  })
}

/** No WCAG 2.1 A/AA violation on the page as it is now (axe-core); `where` names it in the failure. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // A toast or a dialog fading in or out has its colours half-way: contrast is judged on a page at rest, and
  // judged again when something began to move while axe read it (a toast leaving after its few seconds).
  const analyse = async () => {
    await expect.poll(() => runningAnimations(page)).toBe(0)
    const before = await animationsStarted(page)
    // Legacy mode runs axe in the page itself (the app has no frames), without opening a page to merge results.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const atRest = (await animationsStarted(page)) === before && (await runningAnimations(page)) === 0
    return { violations, atRest }
  }
  let result = await analyse()
  for (let attempt = 0; !result.atRest && attempt < 5; attempt++) result = await analyse()
  expect(result.atRest, `${where}: the page never came to rest while axe read it`).toBe(true)
  expect(
    result.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
