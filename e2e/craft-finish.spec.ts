import { randomUUID } from 'node:crypto'
import { createAccount, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Issue 40's last items, as a buyer and an admin meet them in the browser.

test("a buyer offers from the listing's page, and the offer is read back before it goes out", async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Offer Here ${randomUUID().slice(0, 6)}`
  const { propertyId } = await agentWithListing(request, base, {
    title,
    location: `${title} Lane`,
    verified: true,
  })
  const buyer = await createAccount(request, base, 'Olga Offer')
  await signInAs(page, base, buyer.email)
  await page.goto(`/property-details/${propertyId}`)
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
  // Saved or not, the way to an offer is on this page: no hint sends the buyer through the wishlist.
  await expect(page.getByText(/add this home to your wishlist/)).toHaveCount(0)

  const offers: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/offers') offers.push(sent.url())
  })
  await page.getByRole('link', { name: 'Make an Offer' }).click()
  await page.getByLabel('Offer amount').fill('110000.50')
  await page.getByLabel('Buying date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
  await page.getByRole('button', { name: 'Offer', exact: true }).click()
  const asked = page.getByRole('dialog')
  await expect(asked).toContainText(`Offer $110,000.50 for ${title}?`)
  await expect(asked).toContainText('accepts or rejects it')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(asked).toHaveCount(0)
  expect(offers).toHaveLength(0)

  await page.getByRole('button', { name: 'Offer', exact: true }).click()
  await page.getByRole('button', { name: 'Yes, send the offer' }).click()
  await expect(page).toHaveURL('/dashboard/property-bought')
  expect(offers).toHaveLength(1)
  await page.goto(`/property-details/${propertyId}`)
  await expect(page.getByText("Your offer of $110,000.50 waits for the agent's answer.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Make an Offer' })).toHaveCount(0)
})

test("Manage Users' role buttons share the theme's one colour for an action", async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const name = `Colin Colour ${randomUUID().slice(0, 6)}`
  const person = await createAccount(request, base, name)
  await signInAs(page, base, 'admin@example.com')
  await page.goto(`/dashboard/manageUser?search=${encodeURIComponent(name)}`)
  const row = page.getByRole('row').filter({ hasText: person.email })
  const colour = (button: string) =>
    row
      .getByRole('button', { name: button, exact: true })
      .evaluate((element) => getComputedStyle(element).backgroundColor)
  await expect(row.getByRole('button', { name: 'Make Agent', exact: true })).toBeVisible()
  expect(await colour('Make Agent')).toBe(await colour('Make Admin'))
})
