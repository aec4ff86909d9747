import { randomUUID } from 'node:crypto'
import { type Page, request as playwrightRequest } from '@playwright/test'
import { bearerFor, createAccount } from './support/accounts.ts'
import { expect, pageAs, test, untilInteractive } from './support/interactive.ts'
import { agentWithListing, offerOnListing } from './support/listings.ts'

/** Opens a signed-in screen and waits for its heading: checking the sign-in takes a while on a busy machine. */
async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 })
}

/** Opens the listing's details and waits until the page has told the server of the view. */
async function visitDetails(page: Page, propertyId: string) {
  const beacon = page.waitForResponse(
    (response) => response.url().endsWith(`/api/properties/${propertyId}/views`) && response.ok(),
  )
  await page.goto(`/property-details/${propertyId}`)
  await untilInteractive(page)
  await beacon
  await expect(page.getByRole('region', { name: 'Price history' })).toBeVisible({ timeout: 30_000 })
}

test("an agent re-prices a listing, sees its price history, a buyer's views and the month's sale", async ({
  browser,
  request,
  baseURL,
}) => {
  // Three people (agent, admin, buyer) and a payment: a journey of its own.
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Chart House ${tag}`
  const { agent, agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title,
    location: `12 Ledger Lane ${tag}, Testville`,
    verified: true,
  })

  // The agent lowers the price on Update Property; a new price alone keeps the listing verified and public.
  const agentPage = await pageAs(browser, base, agent.email)
  await openScreen(agentPage, `/dashboard/update-property/${propertyId}`, 'Update Property')
  await expect(agentPage).toHaveTitle('Update Property · Keyhaven')
  await agentPage.getByLabel('Price range').fill('$95,000 - $110,000')
  await agentPage.getByRole('button', { name: 'Update Property' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Updated!')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  const listing = await (
    await agentApi.get(`/api/properties/${propertyId}`, { headers: agentHeaders })
  ).json()
  expect(listing).toMatchObject({ verificationStatus: 'verified' })

  // Its details show both prices, oldest first; the agent's own visit is not a view.
  await visitDetails(agentPage, propertyId)
  const history = agentPage.getByRole('region', { name: 'Price history' })
  await expect(history.getByRole('img', { name: 'Low price over time' })).toHaveAccessibleDescription(
    /^The low price went from \$100,000 on .* to \$95,000 on .*, over 1 change\./,
  )
  // The price axis runs between round prices around the two, so the $5,000 cut is seen: not from $0.
  const axis = history.getByRole('img', { name: 'Low price over time' }).locator('text')
  await expect(axis.filter({ hasText: /^\$/ })).toHaveText(['$92.5K', '$95K', '$97.5K', '$100K'])
  const rows = history.getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('$100,000 - $120,000')
  await expect(rows.nth(1)).toContainText('Listed')
  await expect(rows.nth(2)).toContainText('$95,000 - $110,000')
  await expect(rows.nth(2)).toContainText('Down $5,000')

  // A buyer looks twice the same day: one view.
  const buyer = await createAccount(request, base, `Vera Viewer ${tag}`)
  const buyerPage = await pageAs(browser, base, buyer.email)
  await visitDetails(buyerPage, propertyId)
  await expect(buyerPage.getByRole('heading', { name: title })).toBeVisible()
  await visitDetails(buyerPage, propertyId)
  await openScreen(agentPage, '/dashboard/myAddProperties', 'My Added Properties')
  const card = agentPage.getByRole('listitem').filter({ hasText: title })
  await expect(card.locator('dt:text-is("Views") + dd')).toHaveText('1')
  await expect(card.locator('dt:text-is("Last 7 days") + dd')).toHaveText('1')
  await expect(card.locator('dt:text-is("Offers") + dd')).toHaveText('0')

  // Another buyer's offer is accepted and paid with the test card: the sale shows in this month's bar.
  const { buyer: payer, offerId } = await offerOnListing(request, base, propertyId)
  const accepted = await agentApi.patch(`/api/offers/accept/${offerId}`, { headers: agentHeaders })
  expect(accepted.status()).toBe(200)
  const payerApi = await playwrightRequest.newContext({ baseURL: base })
  const payerHeaders = await bearerFor(payerApi, base, payer.email)
  const intent = await payerApi.post('/api/create-payment-intent', {
    headers: payerHeaders,
    data: { offerId },
  })
  expect(intent.status()).toBe(200)
  const { clientSecret, paymentIntentId } = (await intent.json()) as {
    clientSecret: string
    paymentIntentId: string
  }
  const card4242 = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
  const paid = await payerApi.post('/api/test-gateway/confirm', {
    headers: payerHeaders,
    data: { clientSecret, ...card4242 },
  })
  expect(paid.status()).toBe(200)
  const recorded = await payerApi.post('/api/payments', {
    headers: payerHeaders,
    data: { offerId, transactionId: paymentIntentId },
  })
  expect(recorded.status()).toBe(201)

  await openScreen(agentPage, '/dashboard/mySoldProperties', 'My Sold Properties')
  const chart = agentPage.getByRole('region', { name: 'Sales by month' })
  await expect(
    chart.getByRole('img', { name: 'Sales by month, last 12 months' }),
  ).toHaveAccessibleDescription(/^1 property sold for \$110,000/)
  await chart.getByText('Show as a table').click()
  const thisMonth = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date())
  await expect(chart.getByRole('row', { name: new RegExp(thisMonth) })).toContainText('$110,000')
})
