import { randomUUID } from 'node:crypto'
import { type Page, request as playwrightRequest } from '@playwright/test'
import { bearerFor, createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test, untilInteractive } from './support/interactive.ts'

// What a home is worth, on the details page: the seeded houses sold around Maple Street, Austin, give Sunny
// Family House an estimate; a home with no similar sales nearby says why it has none.

const PHONE = { width: 390, height: 844 }

async function idOf(baseURL: string, email: string, title: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL })
  const found = await api.get(`/api/properties/verified?search=${encodeURIComponent(title)}`, {
    headers: await bearerFor(api, baseURL, email),
  })
  expect(found.status()).toBe(200)
  const [listing] = (await found.json()) as { _id: string; title: string }[]
  expect(listing?.title).toBe(title)
  await api.dispose()
  return listing?._id ?? ''
}

async function openEstimate(page: Page, propertyId: string) {
  await page.goto(`/property-details/${propertyId}`)
  await untilInteractive(page)
  const section = page.getByRole('region', { name: 'Keyhaven estimate' })
  await expect(section).toBeVisible({ timeout: 30_000 })
  return section
}

test('a buyer sees what Sunny Family House is worth, the homes sold nearby it comes from and the measured error', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const buyer = await createAccount(request, base, `Ezra Estimate ${randomUUID().slice(0, 4)}`)
  await signInAs(page, base, buyer.email)
  const section = await openEstimate(page, await idOf(base, buyer.email, 'Sunny Family House'))

  await expect(section.getByRole('paragraph').filter({ hasText: /^\$\d{3},\d{3}$/ })).toBeVisible()
  await expect(section.getByText(/^Likely between \$\d{3},\d{3} and \$\d{3},\d{3}\.$/)).toBeVisible()
  await expect(section.getByText(/^Median error \d+(\.\d)? % over \d+ sold homes$/)).toBeVisible()
  const table = section.getByRole('table', { name: 'Comparable homes sold nearby, with their adjustments' })
  await expect(table.getByRole('columnheader')).toHaveText(['Home', 'Sold', 'Adjustments', 'Adjusted price'])
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
  await expect(rows.first()).toContainText(', Austin, TX')
  await expect(rows.first()).toContainText(/\d(\.\d)? km away/)
  await expect(table.getByText(/sq ft (smaller|larger): [+−]\$[\d,]+/).first()).toBeVisible()
  // The table stays inside its half of the page down to the narrowest two-column width (no hidden scrolling).
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `the estimate on the details page, ${width} px`)
  }

  await page.setViewportSize(PHONE)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width)
  for (const element of [section.getByText(/^Median error/), rows.first()]) {
    await element.scrollIntoViewIfNeeded()
    const box = await element.boundingBox()
    expect(box, 'shown').not.toBeNull()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width)
  }
  await expectNoAxeViolations(page, 'the estimate on a phone')
})

test('a home with no similar sales nearby says why it has no estimate', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const buyer = await createAccount(request, base, `Rey Reason ${randomUUID().slice(0, 4)}`)
  await signInAs(page, base, buyer.email)
  // Hillside Home, Pasadena: no house was sold near it.
  const section = await openEstimate(page, await idOf(base, buyer.email, 'Hillside Home'))
  await expect(section).toContainText(
    "Not enough similar homes sold nearby in the last 12 months to estimate this home's value.",
  )
  await expect(section.getByRole('table')).toHaveCount(0)
})
