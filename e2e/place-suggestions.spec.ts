import { devices, expect, type Page } from '@playwright/test'
import { createAccount } from './support/accounts.ts'
import { pageAs, test } from './support/interactive.ts'

// All Properties' location box suggests places as one types, forgiving a typo, and a search that found nothing
// as typed shows the place it was read as. Demo listing: Hillside Home, 42 Canyon Drive, Pasadena, CA.

const results = (page: Page) => page.getByRole('list', { name: 'Properties' })
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search by location' })

test.describe.configure({ timeout: 90_000 })

test('a misspelled city, picked from the suggestions with the keyboard, shows that city’s homes', async ({
  browser,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, baseURL ?? '', 'Pia Picker')
  const page = await pageAs(browser, baseURL ?? '', person.email)
  await page.goto('/allProperties')
  await expect(results(page)).toBeVisible()

  await searchBox(page).pressSequentially('Pasadn')
  const suggestion = page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option', {
    name: /Pasadena, CA/,
  })
  await expect(suggestion).toBeVisible()
  await searchBox(page).press('ArrowDown')
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await suggestion.getAttribute('id')) ?? '',
  )
  await searchBox(page).press('Enter')

  await expect(searchBox(page)).toHaveValue('Pasadena')
  await expect(page).toHaveURL(/search=Pasadena/)
  await expect(results(page).getByText('Hillside Home')).toBeVisible()
  await expect(results(page).getByRole('listitem')).toHaveCount(1)
})

test('on a phone, a tap picks the suggestion, and a misspelled search says which place it shows', async ({
  browser,
  request,
  baseURL,
}) => {
  const person = await createAccount(request, baseURL ?? '', 'Tia Tapper')
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  const page = await pageAs(browser, baseURL ?? '', person.email, phone)

  await page.goto('/allProperties?search=Pasadna')
  await expect(
    page.getByRole('status').filter({ hasText: "Showing homes in Pasadena, CA for 'Pasadna'" }),
  ).toBeVisible()
  await expect(results(page).getByText('Hillside Home')).toBeVisible()

  await searchBox(page).fill('')
  await searchBox(page).pressSequentially('pasadena')
  await page.getByRole('option', { name: /Pasadena, CA/ }).tap()
  await expect(page).toHaveURL(/search=Pasadena/)
  await expect(results(page).getByText('Hillside Home')).toBeVisible()
  await expect(page.getByText('Showing homes in Pasadena, CA')).toHaveCount(0)
})
