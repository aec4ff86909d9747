import { randomUUID } from 'node:crypto'
import { expect, request as playwrightRequest } from '@playwright/test'
import { adminHeaders, bearerFor, createAccount } from './support/accounts.ts'
import { uploadPng } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'

/** Each actor gets a request context of its own, so their sessions do not overwrite each other. */
async function headersOf(baseURL: string, email: string) {
  const context = await playwrightRequest.newContext({ baseURL })
  return { context, headers: await bearerFor(context, baseURL, email) }
}

test('wishlist → invalid then valid offer → agent accepts (the other offer is rejected) → declined card → paid → agent sees the sale', async ({
  browser,
  request,
  baseURL,
}) => {
  // The whole buying journey across three people's browsers: about 25 s alone, longer beside another worker.
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await createAccount(request, base, `Sage Seller ${tag}`)
  const buyer = await createAccount(request, base, `Blair Buyer ${tag}`)
  const rival = await createAccount(request, base, `Rowan Rival ${tag}`)
  const admin = await adminHeaders(request, base)
  expect(
    (
      await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, { headers: admin })
    ).status(),
  ).toBe(200)

  const agentApi = await headersOf(base, agent.email)
  const title = `Maple Cabin ${tag}`
  const created = await agentApi.context.post('/api/properties', {
    headers: agentApi.headers,
    data: {
      title,
      location: `3 Pine Ridge ${tag}, Asheville, NC`,
      image: await uploadPng(agentApi.context, agentApi.headers),
      priceRange: '$1000 - $2000',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { insertedId: propertyId } = (await created.json()) as { insertedId: string }
  expect(
    (
      await request.patch(`/api/properties/verify/${propertyId}`, {
        headers: admin,
        data: { status: 'verified' },
      })
    ).status(),
  ).toBe(200)

  const rivalApi = await headersOf(base, rival.email)
  const nextMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const rivalOffer = await rivalApi.context.post('/api/offers', {
    headers: rivalApi.headers,
    data: { propertyId, offerAmount: 1200, buyingDate: nextMonth },
  })
  expect(rivalOffer.status()).toBe(201)

  const buyerPage = await pageAs(browser, base, buyer.email)
  await buyerPage.goto(`/property-details/${propertyId}`)
  await buyerPage.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(buyerPage.getByText('Property added to wishlist.')).toBeVisible()
  await buyerPage.goto('/dashboard/wishlist')
  await buyerPage.getByRole('link', { name: `Make an Offer on ${title}` }).click()
  await expect(buyerPage.getByLabel('Property title')).toHaveValue(title)
  await expect(buyerPage.getByLabel('Buyer email')).toHaveValue(buyer.email)

  await buyerPage.getByRole('button', { name: 'Offer' }).click()
  await expect(buyerPage.getByText('Offer amount is required')).toBeVisible()
  await expect(buyerPage.getByText('Buying date is required')).toBeVisible()
  await buyerPage.getByLabel('Offer amount').fill('2500')
  await buyerPage.getByLabel('Buying date').fill(nextMonth)
  await buyerPage.getByRole('button', { name: 'Offer' }).click()
  await expect(buyerPage.getByRole('dialog')).toContainText('Invalid Offer')
  await expect(buyerPage.getByRole('dialog')).toContainText('Offer must be between $1,000 and $2,000')
  await buyerPage.getByRole('button', { name: 'OK' }).click()
  await buyerPage.getByLabel('Offer amount').fill('1500.50')
  await buyerPage.getByRole('button', { name: 'Offer' }).click()
  // The offer is read back before it goes out; once sent, straight to My Offers with nothing to dismiss.
  await expect(buyerPage.getByRole('dialog')).toContainText(`Offer $1,500.50 for ${title}?`)
  await buyerPage.getByRole('button', { name: 'Yes, send the offer' }).click()
  await expect(buyerPage).toHaveURL('/dashboard/property-bought')
  await expect(buyerPage.getByText('Offer sent! The agent will accept or reject it.')).toBeVisible()
  const offerCard = buyerPage.getByRole('listitem').filter({ hasText: title })
  await expect(offerCard.getByText('pending')).toHaveClass(/badge-warning/)
  await expect(offerCard.getByRole('link', { name: `Pay for ${title}` })).toHaveCount(0)

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/requestedProperties')
  await agentPage.getByRole('button', { name: `Accept the offer of ${buyer.name} on ${title}` }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('rejects every other pending offer')
  await agentPage.getByRole('button', { name: 'Yes, accept it' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Offer has been accepted')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(
    agentPage.getByRole('row').filter({ hasText: rival.email }).getByText('rejected'),
  ).toBeVisible()
  await expect(
    agentPage.getByRole('row').filter({ hasText: buyer.email }).getByText('accepted'),
  ).toBeVisible()
  await expect(agentPage.getByRole('button', { name: /Accept the offer/ })).toHaveCount(0)

  await buyerPage.reload()
  await expect(offerCard.getByText('accepted')).toHaveClass(/badge-success/)
  await offerCard.getByRole('link', { name: `Pay for ${title}` }).click()
  await expect(buyerPage.getByRole('heading', { name: 'Pay $1,500.50' })).toBeVisible()
  // The page comes from the server with its amount, not with a loading state.
  const served = await (await buyerPage.request.get(new URL(buyerPage.url()).pathname)).text()
  expect(served).toContain('Pay $1,500.50')
  // (Its words are among the page's messages, so the rendered state is what is checked.)
  expect(served).not.toMatch(/<span>Loading the payment/)

  await buyerPage.getByLabel('Card number').fill('4000 0000 0000 0002')
  await buyerPage.getByLabel('Expiry (MM/YY)').fill('12/34')
  await buyerPage.getByLabel('CVC').fill('123')
  await buyerPage.getByRole('button', { name: 'Pay $1,500.50' }).click()
  // Said once, on the page, in the provider's words.
  const failed = buyerPage.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(failed).toContainText('Payment Failed')
  await expect(buyerPage.getByRole('dialog')).toHaveCount(0)
  await expect(buyerPage.getByText('Your card was declined.')).toHaveCount(1)

  await buyerPage.getByLabel('Card number').fill('4242 4242 4242 4242')
  await buyerPage.getByRole('button', { name: 'Pay $1,500.50' }).click()
  const success = buyerPage.getByRole('dialog')
  await expect(success).toContainText('Payment Successful!')
  await expect(success).toContainText('$1,500.50')
  const transactionId = (await success.getByText(/Transaction id:/).textContent())
    ?.replace('Transaction id:', '')
    .trim()
  expect(transactionId).toBeTruthy()
  await buyerPage.getByRole('button', { name: 'OK' }).click()
  await expect(buyerPage).toHaveURL('/dashboard/property-bought')
  await expect(offerCard.getByText('bought')).toHaveClass(/badge-info/)
  await expect(offerCard).toContainText(transactionId ?? 'missing')

  await buyerPage.goto(`/property-details/${propertyId}`)
  await expect(buyerPage.getByText('Sold', { exact: true }).first()).toBeVisible()

  await agentPage.goto('/dashboard/mySoldProperties')
  await expect(agentPage.getByRole('row').filter({ hasText: buyer.email })).toContainText('$1,500.50')
  await expect(agentPage.getByText('Total Property Sold Amount')).toBeVisible()
  await expect(agentPage.getByText('$1,500.50').first()).toBeVisible()
})

test('My Offers shows its empty state to a new buyer', async ({ browser, request, baseURL }) => {
  const buyer = await createAccount(request, baseURL ?? '', 'Emery Empty')
  const page = await pageAs(browser, baseURL ?? '', buyer.email)
  await page.goto('/dashboard/property-bought')
  await expect(page.getByText('You have no offers yet.')).toBeVisible()
})
