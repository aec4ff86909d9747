import { randomUUID } from 'node:crypto'
import { createAccount, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'
import { agentWithListing, offerOnListing } from './support/listings.ts'

test('a home with an accepted offer says Under offer on its card, its details and the wishlist, which tells why no offer can be made', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Standing House ${tag}`
  const { agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title,
    location: `${tag} Standing Road`,
    verified: true,
  })
  const { offerId } = await offerOnListing(request, base, propertyId)
  const accepted = await agentApi.patch(`/api/offers/accept/${offerId}`, { headers: agentHeaders })
  expect(accepted.status()).toBe(200)

  const secondBuyer = await createAccount(request, base, `Uma Buyer ${tag}`)
  await signInAs(page, base, secondBuyer.email)
  await page.goto(`/allProperties?search=${encodeURIComponent(`${tag} Standing Road`)}`)
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Under offer', { exact: true })).toBeVisible()

  await card.getByRole('link', { name: `Details of ${title}` }).click()
  await expect(page.getByText('Under offer', { exact: true })).toBeVisible()
  await expect(
    page.getByText('An offer on this home has been accepted, so it takes no new offers.'),
  ).toBeVisible()
  // The mortgage calculator starts from the low price with a 20 % deposit, 6 % over 25 years.
  const calculator = page.getByRole('region', { name: 'Mortgage calculator' })
  await expect(calculator).toContainText('Monthly payment: $515.44')
  await calculator.getByLabel('Deposit').fill('150000')
  await expect(calculator.getByText('Deposit cannot be more than the price')).toBeVisible()
  await expect(calculator).toContainText('Correct the terms above to see the monthly payment.')
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
  await page.goto('/dashboard/wishlist')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(
    item.getByText('An offer on this home has been accepted, so it takes no new offers.'),
  ).toBeVisible()
  await expect(item.getByRole('link', { name: `Make an Offer on ${title}` })).toHaveCount(0)
})
