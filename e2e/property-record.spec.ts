import { createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

// The property record in All Properties: living area and features as filters (in the URL), the card's area
// and price per area, and the details' facts. Demo listings: Sunny Family House (2,400 sq ft, a garden),
// Lakeside Villa (5,200 sq ft, a pool, no garden) and Garden Cottage (980 sq ft, a garden).

test.describe.configure({ timeout: 90_000 })

test('a filter on living area and features narrows All Properties, and the details show the record', async ({
  browser,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, baseURL ?? '', 'Ada Area')
  const page = await (await browser.newContext({ baseURL })).newPage()
  await signInAs(page, baseURL ?? '', person.email)
  await page.goto('/allProperties')
  const results = page.getByRole('list', { name: 'Properties' })
  await expect(results).toBeVisible()

  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByLabel('Min area (sq ft)').fill('2000')
  await filters.getByLabel('Min area (sq ft)').press('Enter')
  await expect(page).toHaveURL(/minArea=2000/)
  await expect(results.getByText('Lakeside Villa')).toBeVisible()
  await expect(results.getByText('Garden Cottage')).toHaveCount(0)

  await filters.getByText('Features', { exact: true }).click()
  // The box shows the filter the URL holds: ticked once the page has moved to it.
  await filters.getByRole('checkbox', { name: 'Garden' }).click()
  await expect(page).toHaveURL(/features=garden/)
  await expect(filters.getByRole('checkbox', { name: 'Garden' })).toBeChecked()
  await expect(results.getByText('Sunny Family House')).toBeVisible()
  await expect(results.getByText('Lakeside Villa')).toHaveCount(0)
  await expect(results.getByText('Garden Cottage')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove filter: Garden' })).toBeVisible()
  await expect(results.getByText('2,400 sq ft · $146 / sq ft')).toBeVisible()
  await expectNoAxeViolations(page, 'All Properties with the area and feature filters')

  await page.reload()
  await expect(filters.getByLabel('Min area (sq ft)')).toHaveValue('2000')
  await expect(results.getByText('Sunny Family House')).toBeVisible()
  await expect(results.getByText('Garden Cottage')).toHaveCount(0)

  await results.getByRole('link', { name: 'Details of Sunny Family House' }).click()
  const facts = page.getByRole('definition')
  await expect(page.getByRole('heading', { name: 'Sunny Family House' })).toBeVisible()
  await expect(page.getByLabel('Property facts')).toContainText('Living area')
  await expect(page.getByLabel('Property facts')).toContainText('Year built')
  await expect(facts.filter({ hasText: '$146 / sq ft' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Features' }).getByText('Garden')).toBeVisible()
  await expectNoAxeViolations(page, 'the details with the property record')
})
