import { randomUUID } from 'node:crypto'
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'
import { adminHeaders, bearerFor, createAccount } from './support/accounts.ts'
import { pngFile, uploadPng } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'

/**
 * A double click on any button that changes something sends one request: the button is disabled (or the
 * call ignored) from the first click on. Each test walks the mutation buttons of one role.
 */

test.describe.configure({ timeout: 240_000 })

/** The calls of `method` to paths matching `path` that the page makes from now on. */
function recordCalls(page: Page, method: string, path: RegExp) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) calls.push(request.url())
  })
  return calls
}

/** Double-clicks `button`, waits for `outcome`, and expects exactly one matching call to have left. */
async function doubleClickSendsOnce(
  page: Page,
  button: Locator,
  call: { method: string; path: RegExp },
  outcome: Locator,
) {
  // A confirmation's Yes shows once the page's question has come back: the post that asked it is not counted.
  await button.waitFor()
  // An earlier step's same message (a toast still showing) would pass for this one's before its post has left.
  await expect(outcome).toHaveCount(0, { timeout: 30_000 })
  const calls = recordCalls(page, call.method, call.path)
  await button.dblclick()
  await expect(outcome.first()).toBeVisible({ timeout: 30_000 })
  expect(calls, `${call.method} ${call.path}`).toHaveLength(1)
}

async function apiAs(baseURL: string, email: string) {
  const context = await playwrightRequest.newContext({ baseURL })
  return { context, headers: await bearerFor(context, baseURL, email) }
}

/** A fresh agent with `count` listings, the first `verified` of them verified by the admin. */
async function agentWithListings(
  request: APIRequestContext,
  baseURL: string,
  count: number,
  verified: number,
) {
  const tag = randomUUID().slice(0, 6)
  const agent = await createAccount(request, baseURL, `Dee Clicker ${tag}`)
  const admin = await adminHeaders(request, baseURL)
  await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, { headers: admin })
  const api = await apiAs(baseURL, agent.email)
  const image = await uploadPng(api.context, api.headers)
  const listings: { id: string; title: string }[] = []
  for (let index = 0; index < count; index++) {
    const title = `Click House ${tag} ${index}`
    const created = await api.context.post('/api/properties', {
      headers: api.headers,
      data: { title, location: `${index} Click Lane ${tag}, Austin, TX`, image, priceRange: '$1000 - $2000' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { insertedId } = (await created.json()) as { insertedId: string }
    if (index < verified) {
      const verify = await request.patch(`/api/properties/verify/${insertedId}`, {
        headers: admin,
        data: { status: 'verified' },
      })
      expect(verify.status()).toBe(200)
    }
    listings.push({ id: insertedId, title })
  }
  return { agent, api, listings }
}

const nextMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

test('admin: role changes, delete, verify, reject, advertise, withdraw and review delete each send one call', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Pat Double ${randomUUID().slice(0, 6)}`)
  const other = await createAccount(request, base, `Quin Double ${randomUUID().slice(0, 6)}`)
  const { listings } = await agentWithListings(request, base, 3, 1)
  const page = await pageAs(browser, base, 'admin@example.com')
  const yes = page.getByRole('button', { name: 'Yes', exact: true })

  await page.goto(`/dashboard/manageUser?search=${person.email}`)
  const row = page.getByRole('row').filter({ hasText: person.email })
  // A double click on the row's button opens one confirmation; a double click on its Yes sends one post to the
  // page's action, which calls the API.
  await row.getByRole('button', { name: 'Make Agent' }).dblclick()
  await doubleClickSendsOnce(
    page,
    yes,
    { method: 'POST', path: /^\/dashboard\/manageUser\.data$/ },
    page.getByText('Made agent'),
  )
  await row.getByRole('button', { name: 'Mark as Fraud' }).dblclick()
  await doubleClickSendsOnce(
    page,
    yes,
    { method: 'POST', path: /^\/dashboard\/manageUser\.data$/ },
    page.getByText('Marked as fraud'),
  )

  await page.goto(`/dashboard/manageUser?search=${other.email}`)
  const otherRow = page.getByRole('row').filter({ hasText: other.email })
  await otherRow.getByRole('button', { name: 'Make Admin' }).dblclick()
  await doubleClickSendsOnce(
    page,
    yes,
    { method: 'POST', path: /^\/dashboard\/manageUser\.data$/ },
    page.getByText('Made admin'),
  )
  await otherRow.getByRole('button', { name: `Delete ${other.name}` }).dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, delete it' }),
    { method: 'POST', path: /^\/dashboard\/manageUser\.data$/ },
    page.getByText('User deleted'),
  )

  await page.goto('/dashboard/manageProperties?status=pending')
  await page.getByRole('button', { name: `Verify ${listings[1]?.title}` }).dblclick()
  await doubleClickSendsOnce(
    page,
    yes,
    { method: 'POST', path: /^\/dashboard\/manageProperties\.data$/ },
    page.getByText('Property status updated.'),
  )
  await page.getByRole('button', { name: `Reject ${listings[2]?.title}` }).dblclick()
  await page
    .getByRole('dialog')
    .getByLabel('Reason (the agent will see it)')
    .fill('Duplicate of another listing.')
  await doubleClickSendsOnce(
    page,
    yes,
    { method: 'POST', path: /^\/dashboard\/manageProperties\.data$/ },
    page.getByText('Property status updated.'),
  )

  await page.goto('/dashboard/advertise-property')
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: `Advertise ${listings[0]?.title}` }),
    { method: 'POST', path: /^\/dashboard\/advertise-property\.data$/ },
    page.getByText('Property advertised successfully!'),
  )
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: `Withdraw the advertisement of ${listings[0]?.title}` }),
    { method: 'POST', path: /^\/dashboard\/advertise-property\.data$/ },
    page.getByText('Advertisement withdrawn.'),
  )

  // A review to delete, written by a fresh buyer.
  const buyer = await createAccount(request, base, `Rae Reviewer ${randomUUID().slice(0, 6)}`)
  const buyerApi = await apiAs(base, buyer.email)
  const text = `Double-click review ${randomUUID().slice(0, 6)}`
  const review = await buyerApi.context.post('/api/reviews', {
    headers: buyerApi.headers,
    data: { propertyId: listings[0]?.id, description: text },
  })
  expect(review.status()).toBe(201)
  await page.goto('/dashboard/manage-review')
  await page
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: /Delete the review/ })
    .dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, delete it' }),
    { method: 'POST', path: /^\/dashboard\/manage-review\.data$/ },
    page.getByText('Review has been deleted.'),
  )
})

test('agent: add, update, delete a listing, accept and reject offers each send one call', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { agent, listings } = await agentWithListings(request, base, 2, 2)
  const buyer = await createAccount(request, base, `Sol Offerer ${randomUUID().slice(0, 6)}`)
  const buyerApi = await apiAs(base, buyer.email)
  for (const listing of listings) {
    const offer = await buyerApi.context.post('/api/offers', {
      headers: buyerApi.headers,
      data: { propertyId: listing.id, offerAmount: 1500, buyingDate: nextMonth() },
    })
    expect(offer.status()).toBe(201)
  }
  const page = await pageAs(browser, base, agent.email)

  await page.goto('/dashboard/requestedProperties')
  // Accept and Reject ask first: a double click opens the question once, and its answer sends one call.
  await page
    .getByRole('button', { name: `Accept the offer of ${buyer.name} on ${listings[0]?.title}` })
    .dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, accept it' }),
    { method: 'POST', path: /^\/dashboard\/requestedProperties\.data$/ },
    page.getByRole('dialog').getByText('Offer has been accepted'),
  )
  await page.getByRole('button', { name: 'OK' }).click()
  await page
    .getByRole('button', { name: `Reject the offer of ${buyer.name} on ${listings[1]?.title}` })
    .dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, reject it' }),
    { method: 'POST', path: /^\/dashboard\/requestedProperties\.data$/ },
    page.getByRole('dialog').getByText('Offer has been rejected'),
  )
  await page.getByRole('button', { name: 'OK' }).click()

  const title = `Double House ${randomUUID().slice(0, 6)}`
  await page.goto('/dashboard/addProperty')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Location', { exact: true }).fill('9 Double Street, Austin, TX')
  await page.getByLabel('Image').setInputFiles(await pngFile())
  await page.getByLabel('Price range').fill('$100000 - $120000')
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Add Property' }),
    { method: 'POST', path: /^\/dashboard\/addProperty\.data$/ },
    page.getByText('Your property has been successfully added.'),
  )
  await page.getByRole('button', { name: 'OK' }).click()

  await page.getByRole('link', { name: `Update ${title}` }).click()
  await page.getByLabel('Title').fill(`${title} renamed`)
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Update Property' }),
    { method: 'POST', path: /^\/dashboard\/update-property\/[^/]+\.data$/ },
    page.getByText('Your property has been updated.'),
  )
  await page.getByRole('button', { name: 'OK' }).click()

  await page.getByRole('button', { name: `Delete ${title} renamed` }).dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, delete it' }),
    { method: 'POST', path: /^\/dashboard\/myAddProperties\.data$/ },
    page.getByText('Property has been removed.'),
  )
})

test('user: wishlist add and remove, review submit and delete, offer and payment each send one call', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { api: agentApi, listings } = await agentWithListings(request, base, 2, 2)
  const [first, second] = listings as [{ id: string; title: string }, { id: string; title: string }]
  const buyer = await createAccount(request, base, `Tam Buyer ${randomUUID().slice(0, 6)}`)
  const page = await pageAs(browser, base, buyer.email)

  await page.goto(`/property-details/${first.id}`)
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Add to Wishlist' }),
    // The listing's form posts to its page's action (in place: the route's data URL), which calls the API.
    { method: 'POST', path: /^\/property-details\/[^/]+\.data$/ },
    page.getByText('Property added to wishlist.'),
  )
  await page.getByRole('button', { name: 'Add a Review' }).click()
  await page
    .getByRole('dialog', { name: 'Add a Review' })
    .getByRole('textbox')
    .fill('Bright rooms, quiet street.')
  await doubleClickSendsOnce(
    page,
    page.getByRole('dialog', { name: 'Add a Review' }).getByRole('button', { name: 'Submit' }),
    { method: 'POST', path: /^\/property-details\/[^/]+\.data$/ },
    page.getByText('Review submitted.'),
  )

  await page.goto('/dashboard/reviews')
  await page.getByRole('button', { name: /Delete the review/ }).dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, delete it' }),
    { method: 'POST', path: /^\/dashboard\/reviews\.data$/ },
    page.getByText('Review has been deleted.'),
  )

  await page.goto('/dashboard/wishlist')
  // A double click asks once; the answer's double click removes once.
  await page.getByRole('button', { name: `Remove ${first.title} from the wishlist` }).dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, remove it' }),
    { method: 'POST', path: /^\/dashboard\/wishlist\.data$/ },
    page.getByText('Property removed from wishlist'),
  )

  await page.goto(`/dashboard/make-offer/${second.id}`)
  await page.getByLabel('Offer amount').fill('1500')
  // A date in the past is a field error, not 'Something went wrong!'.
  await page.getByLabel('Buying date').fill('2020-01-01')
  await page.getByRole('button', { name: 'Offer', exact: true }).click()
  await expect(page.getByText('Buying date cannot be in the past')).toBeVisible()
  await page.getByLabel('Buying date').fill(nextMonth())
  // A double click asks once; the answer's double click sends once.
  await page.getByRole('button', { name: 'Offer', exact: true }).dblclick()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Yes, send the offer' }),
    { method: 'POST', path: /^\/dashboard\/make-offer\/[^/]+\.data$/ },
    page.getByRole('heading', { name: 'My Offers' }),
  )

  // The agent accepts it; the buyer pays once.
  const offers = await agentApi.context.get('/api/offers/agent', {
    headers: agentApi.headers,
    params: { email: (await agentApi.context.storageState()).cookies.length ? '' : '' },
  })
  expect(offers.status()).toBeLessThan(500)
  const buyerApi = await apiAs(base, buyer.email)
  const mine = (await (
    await buyerApi.context.get('/api/offers', {
      headers: buyerApi.headers,
      params: { buyerEmail: buyer.email },
    })
  ).json()) as { _id: string }[]
  const offerId = mine[0]?._id ?? ''
  const accepted = await agentApi.context.patch(`/api/offers/accept/${offerId}`, {
    headers: agentApi.headers,
    data: { propertyId: second.id },
  })
  expect(accepted.status()).toBe(200)
  await page.goto(`/dashboard/payment/${offerId}`)
  // The card form checks its fields inline, like every other form, and takes only digits as the number.
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByText('Card number must be 12 to 19 digits')).toBeVisible()
  await page.getByLabel('Card number').pressSequentially('42a42')
  await expect(page.getByLabel('Card number')).toHaveValue('4242')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: /^Pay / }),
    // The test card posts to the page's card steps (their resource route), which confirm it with the gateway.
    { method: 'POST', path: /^\/dashboard\/payment\/[^/]+\/card(\.data)?$/ },
    page.getByText('Payment Successful!'),
  )
})

test('profile: saving one’s details and e-mail choices, and making the calendar feed, each post once to the profile’s action', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Kit Clicker ${randomUUID().slice(0, 6)}`)
  const page = await pageAs(browser, base, person.email)
  await page.goto('/dashboard/myProfile')
  // Every form of the profile posts to its page's action (in place: the route's data URL), which calls the API.
  const toProfile = { method: 'POST', path: /^\/dashboard\/myProfile\.data$/ }

  await page.getByRole('textbox', { name: 'Name' }).fill(`Kit Renamed ${randomUUID().slice(0, 6)}`)
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Save name and photo' }),
    toProfile,
    page.getByText('Your details are saved.'),
  )
  await page.getByRole('checkbox', { name: 'My offer is rejected' }).click()
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Save e-mail choices' }),
    toProfile,
    page.getByText('Your e-mail choices are saved.'),
  )
  // One calendar feed made: a second post would make a second address and stop the first.
  await doubleClickSendsOnce(
    page,
    page.getByRole('button', { name: 'Make my calendar feed' }),
    toProfile,
    page.getByLabel('Calendar feed address'),
  )
  await page.context().close()
})
