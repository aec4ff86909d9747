import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { adminHeaders, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pageAs, test, untilInteractive } from './support/interactive.ts'
import { addListing, agentWithListing } from './support/listings.ts'

// Display currency: an admin replaces the exchange rates with a CSV (asked first, told the result); a visitor
// who picks EUR sees an estimate in euros beside a dollar price, with the rates' date, remembered on the next
// page; the offer page shows the listing's own currency only.

/** Chooses in the navbar's select, which loads the page afresh with the choice. */
async function chooseCurrency(page: Page, option: string) {
  const loaded = page.waitForEvent('framenavigated')
  await page.getByRole('combobox', { name: 'Display currency' }).selectOption(option)
  await loaded
  await untilInteractive(page)
}

const RATES = 'base,quote,rate,date\nUSD,EUR,0.92,2026-11-28\nUSD,BDT,119.5,2026-11-28\n'

// Both tests replace the one set of rates: one after the other, on one worker.
test.describe.configure({ mode: 'serial' })

test('an admin uploads exchange rates; a visitor who picks EUR sees ≈ € beside a dollar price, and none on the offer page', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const base = baseURL ?? ''
  const title = `Euro Estimate House ${randomUUID().slice(0, 6)}`
  const { propertyId } = await agentWithListing(request, base, {
    title,
    location: 'Calle Mayor 1, Madrid',
    verified: true,
  })
  // Rates already in use, so the upload replaces them and asks first.
  const before = await request.post('/api/admin/exchange-rates', {
    headers: { ...(await adminHeaders(request, base)), 'Content-Type': 'text/csv' },
    data: 'base,quote,rate,date\nUSD,GBP,0.8,2026-11-27\n',
  })
  expect(before.status()).toBe(200)

  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/exchange-rates')
  await expect(page.getByRole('heading', { name: 'Manage exchange rates' })).toBeVisible()
  await page.getByLabel('Exchange rates (CSV)').setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(RATES),
  })
  await page.getByRole('button', { name: 'Upload rates' }).click()
  await expect(page.getByRole('dialog')).toContainText('Replace the exchange rates?')
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, replace them' }).click()
  await expect(page.getByText(/Replaced \d+ rates with 2 rates of 2026-11-28/)).toBeVisible()
  await expect(page.getByTestId('exchange-rates-date')).toContainText('Rates of 2026-11-28')
  await expect(page.getByRole('row').filter({ hasText: 'BDT' })).toContainText('119.5')
  await expectNoAxeViolations(page, 'Manage exchange rates')

  const visitor = await pageAs(browser, base, 'user@example.com')
  await visitor.goto(`/property-details/${propertyId}`)
  const price = visitor.getByText('Price Range:').locator('..')
  await expect(price).toContainText('$100,000 - $120,000')
  await expect(visitor.getByTestId('price-estimate')).toHaveCount(0)

  await chooseCurrency(visitor, 'EUR')
  await expect(visitor.getByTestId('price-estimate')).toHaveText('estimated ≈ €92,000 - €110,400')
  await expect(visitor.getByText('Estimate. Rates of 2026-11-28')).toBeVisible()

  // The choice is remembered: a page loaded afresh shows the estimate as the server renders it.
  await visitor.reload()
  await expect(visitor.getByTestId('price-estimate')).toHaveText('estimated ≈ €92,000 - €110,400')
  await expect(visitor.getByRole('combobox', { name: 'Display currency' })).toHaveValue('EUR')

  // An offer is made in the listing's currency: no estimate, no euros.
  await visitor.goto(`/dashboard/make-offer/${propertyId}`)
  await expect(visitor.getByLabel('Price range')).toHaveValue('$100,000 - $120,000')
  await expect(visitor.getByTestId('price-estimate')).toHaveCount(0)
  await expect(visitor.locator('main')).not.toContainText('€')

  // Back to the listing's own currency only.
  await visitor.goto(`/property-details/${propertyId}`)
  await chooseCurrency(visitor, '')
  await expect(visitor.getByTestId('price-estimate')).toHaveCount(0)
})

test('a visitor who picks EUR filters by price in euros: a dollar listing is compared at the rate', async ({
  request,
  baseURL,
  browser,
}) => {
  const base = baseURL ?? ''
  const place = `Preisdorf ${randomUUID().slice(0, 6)}`
  // $100,000 - $120,000 is €92,000 - €110,400 at 0.92.
  const owner = await agentWithListing(request, base, {
    title: 'Dollar home',
    location: place,
    verified: true,
  })
  await addListing(
    { ...owner, request },
    {
      title: 'Euro home',
      location: place,
      verified: true,
      price: { currency: 'EUR', priceRange: '€90,000 - €100,000' },
    },
  )
  const upload = await request.post('/api/admin/exchange-rates', {
    headers: { ...(await adminHeaders(request, base)), 'Content-Type': 'text/csv' },
    data: RATES,
  })
  expect(upload.status()).toBe(200)

  const visitor = await pageAs(browser, base, 'user@example.com')
  await visitor.goto(`/allProperties?search=${encodeURIComponent(place)}`)
  await chooseCurrency(visitor, 'EUR')
  const euroHome = visitor.getByRole('main').getByText('Euro home', { exact: true })
  const dollarHome = visitor.getByRole('main').getByText('Dollar home', { exact: true })
  await expect(euroHome).toBeVisible()
  await expect(dollarHome).toBeVisible()

  const minPrice = visitor.getByRole('region', { name: 'Filters' }).getByLabel('Min price (EUR)')
  await minPrice.fill('105000')
  await minPrice.press('Enter')
  await expect(visitor).toHaveURL(/minPrice=105000/)
  await expect(visitor).toHaveURL(/priceCurrency=EUR/)
  await expect(visitor.getByRole('button', { name: /Remove .*€105,000/ })).toBeVisible()
  await expect(euroHome).toHaveCount(0)
  await expect(dollarHome).toBeVisible()

  await minPrice.fill('100000')
  await minPrice.press('Enter')
  await expect(visitor).toHaveURL(/minPrice=100000/)
  await expect(euroHome).toBeVisible()
  await expect(dollarHome).toBeVisible()
  await expectNoAxeViolations(visitor, 'All Properties filtered in euros')
})
