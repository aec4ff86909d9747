import { expect, test } from '@playwright/test'
import { createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { untilInteractive } from './support/interactive.ts'

// Saying plainly what happens: All Properties' price filters apply while typing, and a minimum above
// the maximum is explained beside the field instead of landing in the URL.

test('price filters apply as one types; a min above the max is explained and kept out of the URL', async ({
  page,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the suite runs with a baseURL')
  const person = await createAccount(request, baseURL, 'Pia Pricer')
  await signInAs(page, baseURL, person.email)
  await page.goto('/allProperties')
  // Keys typed before the page's scripts take the boxes over are the server's page's, not the filters'.
  await untilInteractive(page)
  const filters = page.getByRole('region', { name: 'Filters' })
  const minPrice = filters.getByLabel('Min price')
  const maxPrice = filters.getByLabel('Max price')

  // No Enter, no leaving the box: the pause in typing applies it.
  await maxPrice.pressSequentially('3000')
  await expect(page).toHaveURL(/[?&]maxPrice=3000(&|$)/)
  await expect(maxPrice).toBeFocused()

  await minPrice.pressSequentially('5000')
  const explanation = filters
    .getByRole('alert')
    .filter({ hasText: 'Min price is above the max price ($3,000)' })
  await expect(explanation).toBeVisible()
  await expect(minPrice).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, 'All Properties with a price conflict')
  await minPrice.press('Enter')
  await minPrice.blur()
  await expect(explanation).toBeVisible()
  expect(new URL(page.url()).searchParams.get('minPrice')).toBeNull()

  // Raising the max resolves it: both apply.
  await maxPrice.fill('6000')
  await expect(page).toHaveURL(/[?&]maxPrice=6000(&|$)/)
  await expect(page).toHaveURL(/[?&]minPrice=5000(&|$)/)
  await expect(explanation).toHaveCount(0)
  await expect(minPrice).not.toHaveAttribute('aria-invalid')
})

test('a URL whose max price lies below its min is corrected, saying so', async ({
  page,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the suite runs with a baseURL')
  const person = await createAccount(request, baseURL, 'Pia Linker')
  await signInAs(page, baseURL, person.email)
  await page.goto('/allProperties?minPrice=5000&maxPrice=3000')
  await expect(
    page.getByRole('status').filter({ hasText: 'The max price was below the minimum, so it was removed.' }),
  ).toBeVisible()
  await expect(page).not.toHaveURL(/maxPrice/)
  await expect(page).toHaveURL(/[?&]minPrice=5000(&|$)/)
})
