import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/interactive.ts'

test('rent page lists verified rentals and filters them by category', async ({ page }) => {
  await page.goto('/rentProperties')
  await expect(page.getByRole('heading', { level: 1, name: 'Properties For Rent' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Rentals' }).locator('> li')
  await expect(cards).toHaveCount(6)
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  // A pending rental is not listed.
  await expect(page.getByText('Corner Office Loft')).toHaveCount(0)

  await page.getByRole('button', { name: 'Villa' }).click()
  await expect(page).toHaveURL(/category=Villa/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Seaside Villa Rental')
  await expect(page.getByRole('button', { name: 'Villa' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'Houses' }).click()
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: 'Craftsman Bungalow' })).toHaveCount(1)
  await expect(cards.filter({ hasText: 'Beach House Rental' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Office' }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Downtown Office Suite')

  await page.getByRole('button', { name: 'Apartments' }).click()
  await expect(cards).toHaveCount(2)

  // The filter lives in the URL, so reloading or sharing keeps it.
  await page.reload()
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Apartments' })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'All' }).click()
  await expect(cards).toHaveCount(6)
  await expect(page).not.toHaveURL(/category=/)

  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
