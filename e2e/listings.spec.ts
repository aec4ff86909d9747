import { randomUUID } from 'node:crypto'
import { expect, request as playwrightRequest } from '@playwright/test'
import { adminHeaders, bearerFor, createAccount } from './support/accounts.ts'
import { pngFile, uploadPng } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'

async function freshAgent(
  request: import('@playwright/test').APIRequestContext,
  baseURL: string,
  name: string,
) {
  const agent = await createAccount(request, baseURL, name)
  const headers = await adminHeaders(request, baseURL)
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, { headers })
  expect(made.status()).toBe(200)
  return { ...agent, adminHeaders: headers }
}

test('agent adds a listing → admin verifies → found by search → advertised on the home page → gone when the agent is marked fraud', async ({
  browser,
  request,
  baseURL,
}) => {
  // Four browsers and a dozen pages: about 25 s alone, more beside another worker.
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await freshAgent(request, base, `Avery Lister ${tag}`)
  const title = `Harbor Loft ${tag}`
  const location = `17 Quayside Walk ${tag}, Bristol Bay, ME`

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/addProperty')
  await expect(agentPage.getByLabel('Agent name')).toHaveValue(agent.name)
  await expect(agentPage.getByLabel('Agent email')).toHaveAttribute('readonly', '')
  await expect(agentPage.getByPlaceholder('Price Range (e.g. $5000 - $7000)')).toBeVisible()
  await agentPage.getByRole('button', { name: 'Add Property' }).click()
  await expect(agentPage.getByText('Title is required')).toBeVisible()
  await expect(agentPage.getByText('Location is required')).toBeVisible()
  await expect(agentPage.getByText('Price range is required')).toBeVisible()
  await expect(agentPage.getByText('Add at least one photo')).toBeVisible()

  await agentPage.getByLabel('Title').fill(title)
  await agentPage.getByLabel('Location', { exact: true }).fill(location)
  await agentPage.getByLabel('Price range').fill('cheap')
  await agentPage.getByRole('button', { name: 'Add Property' }).click()
  await expect(agentPage.getByText('Price range must look like $5000 - $7000')).toBeVisible()
  await agentPage.getByLabel('Price range').fill('$250000 - $275000')
  await agentPage.getByRole('button', { name: 'Add Property' }).click()
  await expect(agentPage.getByText('Add at least one photo')).toBeVisible()
  await agentPage.getByLabel('Image', { exact: true }).setInputFiles(await pngFile())
  await agentPage.getByLabel('Description').fill('Bright loft above the marina.')
  await agentPage.getByRole('button', { name: 'Add Property' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Property Added!')
  await expect(agentPage.getByRole('dialog')).toContainText('Your property has been successfully added.')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(agentPage).toHaveURL('/dashboard/myAddProperties')
  const card = agentPage.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible()
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.webp$/)

  const adminPage = await pageAs(browser, base, 'admin@example.com')
  await adminPage.goto('/dashboard/manageProperties?status=pending')
  const row = adminPage.getByRole('row').filter({ hasText: title })
  await row.getByRole('button', { name: `Verify ${title}` }).click()
  await expect(adminPage.getByRole('dialog')).toContainText('Are you sure to mark this as verified?')
  await adminPage.getByRole('button', { name: 'Yes' }).click()
  await expect(adminPage.getByText('Property status updated.')).toBeVisible()
  await adminPage.goto('/dashboard/manageProperties?status=verified')
  await expect(adminPage.getByRole('row').filter({ hasText: title }).getByText('verified')).toBeVisible()

  // Any signed-in person finds it by a partial, differently cased location.
  await agentPage.goto('/allProperties')
  await agentPage
    .getByRole('combobox', { name: 'Search by location' })
    .fill(`QUAYSIDE walk ${tag.toUpperCase()}`)
  await expect(agentPage).toHaveURL(/search=/)
  const found = agentPage.getByRole('list', { name: 'Properties' }).getByRole('listitem')
  await expect(found).toHaveCount(1)
  await expect(found.first()).toContainText(title)
  await expect(found.first().getByText('verified')).toHaveClass(/badge-success/)
  await agentPage.reload()
  await expect(agentPage.getByRole('combobox', { name: 'Search by location' })).toHaveValue(
    `QUAYSIDE walk ${tag.toUpperCase()}`,
  )
  await expect(found).toHaveCount(1)

  await adminPage.goto('/dashboard/advertise-property')
  await adminPage.getByRole('button', { name: `Advertise ${title}` }).click()
  await expect(adminPage.getByText('Property advertised successfully!')).toBeVisible()
  await expect(adminPage.getByRole('row').filter({ hasText: title }).getByText('Advertised')).toBeVisible()

  const visitor = await (await browser.newContext({ baseURL: base })).newPage()
  await visitor.goto('/')
  await expect(visitor.locator('section[aria-labelledby="ads-title"]').getByText(location)).toBeVisible()

  const marked = await request.patch(`/api/users/mark-fraud/${encodeURIComponent(agent.email)}`, {
    headers: agent.adminHeaders,
  })
  expect(marked.status()).toBe(200)
  await visitor.reload()
  await expect(visitor.locator('section[aria-labelledby="ads-title"] li').first()).toBeVisible()
  await expect(visitor.getByText(location)).toHaveCount(0)
  await adminPage.goto(`/allProperties?search=${encodeURIComponent(`Quayside Walk ${tag}`)}`)
  await expect(adminPage.getByText(`No properties found in "Quayside Walk ${tag}".`)).toBeVisible()
})

test('a rejected listing has no Update; deleting asks first', async ({ browser, request, baseURL }) => {
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await freshAgent(request, base, `Rory Lister ${tag}`)
  const page = await pageAs(browser, base, agent.email)
  const agentApi = await playwrightRequest.newContext({ baseURL: base })
  const agentHeaders = await bearerFor(agentApi, base, agent.email)
  const created = await agentApi.post('/api/properties', {
    headers: agentHeaders,
    data: {
      title: `Rejected Barn ${tag}`,
      location: 'Somewhere',
      image: await uploadPng(agentApi, agentHeaders),
      priceRange: '$100 - $200',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { insertedId } = (await created.json()) as { insertedId: string }
  const rejected = await request.patch(`/api/properties/verify/${insertedId}`, {
    headers: agent.adminHeaders,
    data: { status: 'rejected', reason: 'The barn is not for sale.' },
  })
  expect(rejected.status()).toBe(200)

  await page.goto('/dashboard/myAddProperties')
  const card = page.getByRole('listitem').filter({ hasText: `Rejected Barn ${tag}` })
  await expect(card.getByText('rejected', { exact: true })).toHaveClass(/badge-error/)
  await expect(card.getByRole('link', { name: /Update/ })).toHaveCount(0)

  await card.getByRole('button', { name: `Delete Rejected Barn ${tag}` }).click()
  await expect(page.getByRole('dialog')).toContainText('This will permanently delete the property!')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: `Delete Rejected Barn ${tag}` }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('dialog')).toContainText('Property has been removed.')
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText('You have not added any properties yet.')).toBeVisible()
})

test('a user adds to the wishlist and removes it, reviews a property and deletes the review', async ({
  browser,
  request,
  baseURL,
}) => {
  // Details, two dialogs, the wishlist and the reviews page: a long journey for one test.
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const buyer = await createAccount(request, base, `Wren Buyer ${randomUUID().slice(0, 4)}`)
  const page = await pageAs(browser, base, buyer.email)
  await page.goto('/allProperties?search=Austin&listingType=rent&category=Apartment')
  await page.getByRole('link', { name: 'Details of Riverside Apartment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Apartment' })).toBeVisible()
  // A rental that shows its neighbourhood only: the city, never the street.
  await expect(page.getByText(/^Austin, TX \d{5}, US$/)).toBeVisible()
  await expect(page.getByText(/Rainey Street/)).toHaveCount(0)
  await expect(page.getByText('Marcus Reed', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByText('Property added to wishlist.')).toBeVisible()
  // Saved: the button turns into a link to the wishlist, so it cannot be added twice.
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toHaveAttribute(
    'href',
    '/dashboard/wishlist',
  )

  await expect(page.getByText('No reviews yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Add a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a Review' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Add a Review' }).click()
  await dialog.getByRole('textbox').fill('Great light, and the river view is lovely.')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Review submitted.')).toBeVisible()
  await expect(page.getByText('Great light, and the river view is lovely.')).toBeVisible()

  await page.goto('/dashboard/wishlist')
  const item = page.getByRole('listitem').filter({ hasText: 'Riverside Apartment' })
  // Riverside Apartment is a rental: rentals take no offers, and the wishlist says so instead.
  await expect(
    item.getByText('Rentals take no offers: apply to rent this home from its details page.'),
  ).toBeVisible()
  await expect(item.getByRole('link', { name: 'Make an Offer on Riverside Apartment' })).toHaveCount(0)
  await item.getByRole('button', { name: 'Remove Riverside Apartment from the wishlist' }).click()
  await expect(page.getByRole('dialog')).toContainText('Riverside Apartment leaves your wishlist.')
  await page.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByText('Property removed from wishlist')).toBeVisible()
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()

  await page.goto('/dashboard/reviews')
  const review = page.getByRole('listitem').filter({ hasText: 'Great light' })
  await expect(review).toContainText('Riverside Apartment')
  await review.getByRole('button', { name: /Delete the review/ }).click()
  await expect(page.getByRole('dialog')).toContainText('You want to delete this review?')
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByText('Review has been deleted.')).toBeVisible()
  await expect(page.getByText('You have not added any reviews yet.')).toBeVisible()
})

test('an admin deletes any review after the warning', async ({ browser, baseURL }) => {
  const page = await pageAs(browser, baseURL ?? '', 'admin@example.com')
  await page.goto('/dashboard/manage-review')
  const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()
  await expect(first.getByText(/@example\.com$/)).toBeVisible()
  await first.getByRole('button', { name: /Delete the review/ }).click()
  await expect(page.getByRole('dialog')).toContainText("You won't be able to recover this review!")
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('agents and admins get Access Denied for the wishlist and reviews', async ({ browser, baseURL }) => {
  const page = await pageAs(browser, baseURL ?? '', 'agent@example.com')
  await page.goto('/allProperties?search=Miami&listingType=rent&category=Villa')
  await page.getByRole('link', { name: 'Details of Seaside Villa Rental' }).click()
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('dialog')).toContainText('Access Denied')
  await expect(page.getByRole('dialog')).toContainText('Only regular users can add to wishlist.')
  await page.getByRole('button', { name: 'OK' }).click()
  await page.getByRole('button', { name: 'Add a Review' }).click()
  await expect(page.getByRole('dialog')).toContainText('Only users can add review.')
})

test('All Properties sorts by price and keeps the sort in the URL', async ({ browser, baseURL }) => {
  const page = await pageAs(browser, baseURL ?? '', 'user@example.com')
  await page.goto('/allProperties')
  const list = page.getByRole('list', { name: 'Properties' })
  // Other journeys add listings too, so the check is the order itself: each low price against the next.
  const lowPrices = async () =>
    (await list.getByText(/^Price Range:/).allTextContents()).map((text) =>
      Number(
        text
          .replace(/^Price Range:\s*/, '')
          .split(' - ')[0]
          ?.replace(/[^0-9.]/g, ''),
      ),
    )
  const sort = page.getByRole('combobox', { name: 'Sort by price' })
  const cheapestFirst = async () => {
    const prices = await lowPrices()
    return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price)
  }

  await sort.selectOption({ label: 'Low to High' })
  await expect(page).toHaveURL(/sort=asc/)
  await expect.poll(cheapestFirst).toBe(true)
  const [cheapest] = await lowPrices()

  await sort.selectOption({ label: 'High to Low' })
  await expect(page).toHaveURL(/sort=desc/)
  await expect
    .poll(async () => {
      const prices = await lowPrices()
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) >= price)
    })
    .toBe(true)
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Tech Park Office')

  // Back to the cheapest first. Not the same first title: a journey running beside this one may have added a
  // listing at the same lowest price since, and ties go by id.
  await page.goBack()
  await expect(page).toHaveURL(/sort=asc/)
  await expect.poll(cheapestFirst).toBe(true)
  expect((await lowPrices())[0]).toBeLessThanOrEqual(cheapest ?? 0)
})
