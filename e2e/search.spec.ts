import type { Browser, Page } from '@playwright/test'
import { createAccount } from './support/accounts.ts'
import { expect, pageAs, test } from './support/interactive.ts'

// All Properties' filters live in the URL; a signed-in person saves the search and manages it in the
// dashboard. Demo listings: Riverside Apartment (rent, $2,100-2,400, 2 beds) and Studio Apartment Midtown
// (rent, $2,900-3,200, no bedroom).

async function freshPage(
  browser: Browser,
  baseURL: string,
  request: import('@playwright/test').APIRequestContext,
) {
  const person = await createAccount(request, baseURL, 'Sid Searcher')
  return pageAs(browser, baseURL, person.email)
}

const results = (page: Page) => page.getByRole('list', { name: 'Properties' })

// Each test signs up, loads the page several times and waits on the list: more than the default on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('filters narrow All Properties, live in the URL, and survive reload and back', async ({
  browser,
  request,
  baseURL,
}) => {
  const page = await freshPage(browser, baseURL ?? '', request)
  await page.goto('/allProperties')
  await expect(results(page)).toBeVisible()

  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByLabel('Listing type').selectOption('rent')
  await expect(page).toHaveURL(/listingType=rent/)
  await filters.getByLabel('Category').selectOption('Apartment')
  await filters.getByLabel('Max price').fill('3000')
  await filters.getByLabel('Max price').press('Enter')
  await expect(page).toHaveURL(/maxPrice=3000/)
  await expect(results(page).getByText('Riverside Apartment')).toBeVisible()
  await expect(results(page).getByText('Studio Apartment Midtown')).toBeVisible()
  await expect(results(page).getByText('Sunny Family House')).toHaveCount(0)

  await filters.getByLabel('Bedrooms').selectOption('2')
  // Each change builds on the last: quick changes never drop one another.
  await expect(page).toHaveURL(/\?listingType=rent&category=Apartment&maxPrice=3000&minBeds=2$/)
  await expect(results(page).getByText('Studio Apartment Midtown')).toHaveCount(0)
  await expect(results(page).getByText('Riverside Apartment')).toBeVisible()

  await page.reload()
  await expect(filters.getByLabel('Listing type')).toHaveValue('rent')
  await expect(filters.getByLabel('Category')).toHaveValue('Apartment')
  await expect(filters.getByLabel('Max price')).toHaveValue('3000')
  await expect(filters.getByLabel('Bedrooms')).toHaveValue('2')
  await expect(results(page).getByText('Riverside Apartment')).toBeVisible()
  await expect(results(page).getByText('Studio Apartment Midtown')).toHaveCount(0)

  // A chip removes its filter; back brings it again.
  await page.getByRole('button', { name: 'Remove filter: 2+ beds' }).click()
  await expect(page).not.toHaveURL(/minBeds/)
  await expect(results(page).getByText('Studio Apartment Midtown')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/minBeds=2/)
  await expect(filters.getByLabel('Bedrooms')).toHaveValue('2')
  await expect(results(page).getByText('Studio Apartment Midtown')).toHaveCount(0)

  // Nothing matches: the empty state says so.
  await filters.getByLabel('Min price').fill('2950')
  await filters.getByLabel('Min price').press('Enter')
  await expect(page.getByText('No properties match these filters.')).toBeVisible()
})

test('a signed-in person saves the search, switches its alerts and deletes it', async ({
  browser,
  request,
  baseURL,
}) => {
  const page = await freshPage(browser, baseURL ?? '', request)
  await page.goto('/allProperties?listingType=rent&category=Apartment&maxPrice=3000')
  await page.getByRole('button', { name: 'Save this search' }).click()
  const name = page.getByLabel('Name of the search')
  await expect(name).toBeFocused()
  await name.fill('Cheap rentals')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved “Cheap rentals”')).toBeVisible()

  await page.getByRole('link', { name: 'My saved searches' }).click()
  await expect(page.getByRole('heading', { name: 'Saved Searches' })).toBeVisible()
  const saved = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(saved).toContainText('Cheap rentals')
  await expect(saved).toContainText('For rent · Apartment · Up to')

  const alerts = saved.getByRole('checkbox', { name: 'E-mail alerts for Cheap rentals' })
  await expect(alerts).toBeChecked()
  await alerts.uncheck()
  await expect(page.getByText('Alerts off for “Cheap rentals”')).toBeVisible()
  await page.reload()
  await expect(alerts).not.toBeChecked()

  await saved.getByRole('link', { name: 'Open Cheap rentals' }).click()
  await expect(page).toHaveURL(/\/allProperties\?listingType=rent&category=Apartment&maxPrice=3000/)
  await expect(results(page).getByText('Riverside Apartment')).toBeVisible()

  await page.goto('/dashboard/saved-searches')
  await saved.getByRole('button', { name: 'Delete Cheap rentals' }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByText('No saved searches yet.')).toBeVisible()
})

test('on a phone the filters open from a button and show as chips', async ({ browser, request, baseURL }) => {
  const page = await freshPage(browser, baseURL ?? '', request)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/allProperties')
  await expect(results(page)).toBeVisible()
  const toggle = page.getByRole('button', { name: 'Filters' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Listing type')).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Listing type').selectOption('sale')
  await expect(page.getByRole('button', { name: 'Remove filter: For sale' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
})
