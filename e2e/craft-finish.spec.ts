import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { createAccount, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Offers from the listing, previews, stale results and forms, as a buyer and an admin meet them in the browser.

/** A new buyer, signed in on `page`, on the details page of a new verified listing named `name` and a tag. */
async function buyerOnNewListing(page: Page, request: APIRequestContext, base: string, name: string) {
  const title = `${name} ${randomUUID().slice(0, 6)}`
  const { propertyId } = await agentWithListing(request, base, {
    title,
    location: `${title} Lane`,
    verified: true,
  })
  const buyer = await createAccount(request, base, `Buyer of ${name}`)
  await signInAs(page, base, buyer.email)
  await page.goto(`/property-details/${propertyId}`)
  return { title, propertyId }
}

test("a buyer offers from the listing's page, and the offer is read back before it goes out", async ({
  page,
  request,
  baseURL,
}) => {
  const { title, propertyId } = await buyerOnNewListing(page, request, baseURL ?? '', 'Offer Here')
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
  // Saved or not, the way to an offer is on this page: no hint sends the buyer through the wishlist.
  await expect(page.getByText(/add this home to your wishlist/)).toHaveCount(0)

  // What goes out: the offer's form posts to its route's action (the question first, then the confirmed offer).
  const offers: string[] = []
  page.on('request', (sent) => {
    if (
      sent.method() === 'POST' &&
      new URL(sent.url()).pathname === `/dashboard/make-offer/${propertyId}.data` &&
      sent.postData()?.includes('confirmed')
    )
      offers.push(sent.url())
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

test('while newer results load, the dimmed old cards can be neither focused nor opened', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, 'Sam Slow')
  await signInAs(page, base, person.email)
  await page.goto('/allProperties')
  const cards = page.getByRole('list', { name: 'Properties' })
  const firstDetails = cards.getByRole('link').first()
  await expect(firstDetails).toBeVisible()
  await expect(cards).not.toHaveAttribute('inert')

  // A slow network: the next results (the page's loader data, read on navigation) are held until the checks
  // are done.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let heldReads = 0
  await page.route('**/allProperties.data?**', async (route) => {
    heldReads += 1
    await held
    await route.continue()
  })
  await page.getByLabel('Listing type').selectOption('rent')
  await expect(page.getByText('Updating the results...')).toBeVisible()
  await expect(cards).toHaveAttribute('inert')
  const focused = await firstDetails.evaluate((link) => {
    ;(link as HTMLElement).focus()
    return document.activeElement === link
  })
  expect(focused).toBe(false)
  // The held read reaches the route's handler a moment after the page shows that it waits for it.
  await expect.poll(() => heldReads).toBeGreaterThan(0)
  release()
  await expect(page.getByText('Updating the results...')).toHaveCount(0)
  await expect(cards).not.toHaveAttribute('inert')
})

test("a saved home's page says so from the start, even when the browser's own reads are slow", async ({
  page,
  request,
  baseURL,
}) => {
  const { title, propertyId } = await buyerOnNewListing(page, request, baseURL ?? '', 'Saved Early')
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()

  // The browser's own read of what the buyer did about the home never answers: the page must know it already.
  await page.route(`**/api/properties/${propertyId}/mine`, () => {})
  await page.reload()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0)
})

test("a toast leaves the page's heading readable", async ({ page, request, baseURL }) => {
  const { title } = await buyerOnNewListing(page, request, baseURL ?? '', 'Toast Away')
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  // Both boxes are read in the same moment the toast is there: it leaves by itself after a short while, so
  // reading them one after the other could miss it on a busy machine.
  const boxes = await page.waitForFunction((heading) => {
    const text = [...document.querySelectorAll('[role="status"]')].find((element) =>
      element.textContent?.includes('Property added to wishlist.'),
    )
    const title = [...document.querySelectorAll('h1')].find((element) => element.textContent === heading)
    // The whole bubble, not only its text.
    const bubble = text?.parentElement
    if (!bubble || !title || bubble.getBoundingClientRect().width === 0) return undefined
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }
    return { shown: box(bubble), heading: box(title) }
  }, title)
  const measured = await boxes.jsonValue()
  if (!measured) throw new Error('the page answered no boxes')
  const { shown, heading } = measured
  const overlaps =
    shown.x < heading.x + heading.width &&
    heading.x < shown.x + shown.width &&
    shown.y < heading.y + heading.height &&
    heading.y < shown.y + shown.height
  expect(overlaps, 'the toast covers the heading').toBe(false)
})

test("on a phone, an admin sees a pending listing's photo and previews its public page before verifying", async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Preview Me ${randomUUID().slice(0, 6)}`
  await agentWithListing(request, base, { title, location: `${title} Way`, verified: false })
  const page = await (
    await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } })
  ).newPage()
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/manageProperties')
  const card = page.getByRole('row').filter({ hasText: title })
  await expect(card.getByRole('img', { name: title })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await card.getByRole('link', { name: `Preview ${title} as the public will see it` }).click()
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.getByText('$100,000 - $120,000').first()).toBeVisible()
  await expect(page.getByText(`${title} Way`).first()).toBeVisible()
  await expect(page.getByText('Buyers can make offers here once the listing is verified.')).toBeVisible()
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth).toBeLessThanOrEqual(390)
})

test('"For sale" lists no sold home and says so; without a type the sold home shows, marked Sold', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, 'Fay Filter')
  await signInAs(page, base, person.email)
  // Lakeside Villa of the demo data is sold.
  await page.goto('/allProperties?search=Lakeside%20Villa')
  const results = page.getByRole('list', { name: 'Properties' })
  await expect(results.getByText('Lakeside Villa')).toBeVisible()
  await expect(results.getByText('Sold', { exact: true })).toBeVisible()

  const listingType = page.getByRole('region', { name: 'Filters' }).getByLabel('Listing type')
  await expect(listingType.getByRole('option', { name: 'For sale (not sold)' })).toHaveCount(1)
  await listingType.selectOption('sale')
  await expect(page).toHaveURL(/listingType=sale/)
  await expect(page.getByText('No properties found in "Lakeside Villa".')).toBeVisible()
})

test('Add Property shows every problem at once, at its field, in words, and shows the location it will use', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL ?? '', 'agent@example.com')
  await page.goto('/dashboard/addProperty')
  const dialogs: string[] = []
  page.on('dialog', (dialog) => dialogs.push(dialog.message()))
  await page.getByLabel('Title').fill('Year Check Home')
  await page.getByLabel('Price range').fill('$250000 - $275000')
  await page.getByLabel('Bedrooms').fill('500')
  await page.getByLabel('Year built').fill('3000')
  await page.getByLabel('Virtual tour (https)').fill('http://tour.example.com')
  await page.getByRole('button', { name: 'Add Property' }).click()

  // The form's own rules and the server's rules (the contract's), and the photo, in one go: no pop-up.
  await expect(page.getByText('Location is required')).toBeVisible()
  await expect(page.getByText('Bedrooms must be at most 100')).toBeVisible()
  await expect(page.getByText('Year built cannot be more than 5 years ahead')).toBeVisible()
  await expect(page.getByText('The virtual tour must be an https address')).toBeVisible()
  await expect(page.getByText('Add at least one photo')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(/yearBuilt|image:/)).toHaveCount(0)
  expect(dialogs).toEqual([])
  await expect(page.getByLabel('Year built')).toHaveAttribute('aria-invalid', 'true')

  // One way to say where the home is: with a city, the location shown is written from the address.
  await page.getByLabel('Location', { exact: true }).fill('Somewhere nice')
  await page.getByLabel('Street', { exact: true }).fill('12 Elm Street')
  await page.getByLabel('City', { exact: true }).fill('Springfield')
  await page.getByLabel('Region', { exact: true }).fill('IL')
  await page.getByLabel('Country (two letters)').fill('us')
  await expect(page.getByLabel('Location (from the address below)')).toHaveValue(
    '12 Elm Street, Springfield, IL, US',
  )
  await expect(page.getByLabel('Location', { exact: true })).toHaveCount(0)
  await page.getByLabel('City', { exact: true }).fill('')
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Somewhere nice')
})
