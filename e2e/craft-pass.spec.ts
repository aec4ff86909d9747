import { randomUUID } from 'node:crypto'
import { request as playwrightRequest } from '@playwright/test'
import { bearerFor, createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, pageAs, test } from './support/interactive.ts'
import { addListing, agentWithListing, offerOnListing } from './support/listings.ts'

// A pass of care: screens remember what the person did, say plainly what happens, and let them change
// their own details. Each test sets up its own accounts and listings through the API.

test.describe('remember what the person did', () => {
  test.describe.configure({ timeout: 150_000 })

  test('the details page knows the wishlist entry, the review, the pending offer and the conversation', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const title = `Memory House ${randomUUID().slice(0, 6)}`
    const { agent, propertyId } = await agentWithListing(request, base, {
      title,
      location: '3 Recall Road',
      verified: true,
    })
    const buyer = await createAccount(request, base, `Rue Keeper ${randomUUID().slice(0, 4)}`)
    const page = await pageAs(browser, base, buyer.email)
    const details = `/property-details/${propertyId}`

    // Wishlist: saved once, remembered after a reload, removable from here.
    await page.goto(details)
    await page.getByRole('button', { name: 'Add to Wishlist' }).click()
    await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0)
    await page.getByRole('button', { name: `Remove ${title} from your wishlist` }).click()
    await expect(page.getByText('Property removed from wishlist')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()

    // Review: written once, then edited rather than written again.
    await page.getByRole('button', { name: 'Add a Review' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add a Review' })
    await addDialog.getByRole('textbox').fill('Quiet street, small garden.')
    await addDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Review submitted.')).toBeVisible()
    await page.reload()
    await page.getByRole('button', { name: 'Edit your Review' }).click()
    const editDialog = page.getByRole('dialog', { name: 'Edit your Review' })
    await expect(editDialog.getByRole('textbox')).toHaveValue('Quiet street, small garden.')
    await editDialog.getByRole('textbox').fill('Quiet street, small garden, and a new roof.')
    await editDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Your review was updated.')).toBeVisible()
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await expect(reviews.getByText('Quiet street, small garden, and a new roof.')).toBeVisible()
    await expect(reviews.getByText('Quiet street, small garden.', { exact: true })).toHaveCount(0)

    // Contact: the first message starts the conversation; afterwards the page opens it.
    const form = page.getByRole('region', { name: 'Contact agent' })
    await form.getByLabel('Message').fill('Is the roof new?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toContainText('Your message was sent.')
    await page.reload()
    const contact = page.getByRole('region', { name: 'Contact agent' })
    await expect(contact).toContainText('You are already in touch with')
    await expect(contact.getByLabel('Message')).toHaveCount(0)

    // A pending offer (made elsewhere) is shown, with Withdraw, instead of a form that would fail.
    const buyerApi = await playwrightRequest.newContext({ baseURL: base })
    const offered = await buyerApi.post('/api/offers', {
      headers: await bearerFor(buyerApi, base, buyer.email),
      data: {
        propertyId,
        offerAmount: 110_000,
        buyingDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      },
    })
    expect(offered.status()).toBe(201)
    await page.reload()
    await expect(page.getByText('Your offer of $110,000 waits for the agent')).toBeVisible()
    await expectNoAxeViolations(page, 'details page, remembered')
    await page.getByRole('link', { name: 'See or withdraw it' }).click()
    await expect(page.getByRole('heading', { name: `Your offer on ${title} is pending` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Offer', exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page, 'make an offer, pending')
    await page.getByRole('button', { name: 'Withdraw' }).click()
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click()
    await expect(page.getByText('Your offer has been withdrawn.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Offer', exact: true })).toBeVisible()

    // The conversation opens from the details page.
    await page.goto(details)
    await page.getByRole('link', { name: 'Open the conversation' }).click()
    await expect(page.getByText('Is the roof new?')).toBeVisible()

    // The agent: the admin's making them an agent, verification, offer and inquiry unread; opening the lead and
    // the offers reads theirs.
    const agentPage = await pageAs(browser, base, agent.email)
    await agentPage.goto('/dashboard/myAddProperties')
    await expect(agentPage.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible({
      timeout: 30_000,
    })
    await agentPage.goto('/dashboard/leads')
    await agentPage
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click()
    await expect(agentPage.getByText('Is the roof new?')).toBeVisible()
    await expect(agentPage.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    await agentPage.goto('/dashboard/requestedProperties')
    await expect(agentPage.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  })

  test('saving a search already saved says so, and saves nothing', async ({ browser, request, baseURL }) => {
    const base = baseURL ?? ''
    const person = await createAccount(request, base, `Sol Saver ${randomUUID().slice(0, 4)}`)
    const page = await pageAs(browser, base, person.email)
    await page.goto('/allProperties?listingType=rent&minBeds=2')
    const saveTwice = async () => {
      await page.getByRole('button', { name: 'Save this search' }).click()
      await page.getByLabel('Name of the search').fill('Rentals with room')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
    }
    await saveTwice()
    await expect(page.getByText('Saved “Rentals with room”.')).toBeVisible()
    await saveTwice()
    await expect(page.getByText('You already saved this search as "Rentals with room".')).toBeVisible()
    await expectNoAxeViolations(page, 'All Properties, search already saved')
    await page.goto('/dashboard/saved-searches')
    await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem')).toHaveCount(1)
  })
})

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const

test.describe('status everywhere it matters', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a home under offer says so on the home page, desktop and phone; a rejection has its colour and reason', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const tag = randomUUID().slice(0, 6)
    const { agent, agentApi, agentHeaders, admin, propertyId } = await agentWithListing(request, base, {
      title: `Offered Manor ${tag}`,
      location: '9 Status Street',
      verified: true,
    })
    expect(
      (await request.patch(`/api/properties/advertise/${propertyId}`, { headers: admin })).status(),
    ).toBe(200)
    const { offerId } = await offerOnListing(request, base, propertyId)
    const accepted = await agentApi.patch(`/api/offers/accept/${offerId}`, {
      headers: agentHeaders,
      data: { propertyId },
    })
    expect(accepted.status()).toBe(200)
    const rejectedId = await addListing(
      { request, admin, agentApi, agentHeaders },
      {
        title: `Refused Flat ${tag}`,
        location: '10 Status Street',
        verified: false,
      },
    )
    const rejected = await request.patch(`/api/properties/verify/${rejectedId}`, {
      headers: admin,
      data: { status: 'rejected', reason: 'The photos show another building.' },
    })
    expect(rejected.status()).toBe(200)

    for (const viewport of Object.values(VIEWPORTS)) {
      const visitor = await (await browser.newContext({ baseURL: base, viewport })).newPage()
      await visitor.goto('/')
      const ads = visitor.getByRole('region', { name: 'Advertisement Section' })
      const card = ads.getByRole('listitem').filter({ hasText: '9 Status Street' })
      await expect(card.getByText('Under offer')).toBeVisible({ timeout: 30_000 })
      await visitor.context().close()
    }

    const agentPage = await pageAs(browser, base, agent.email)
    await agentPage.goto('/dashboard/myAddProperties')
    const refused = agentPage.getByRole('article').filter({ hasText: `Refused Flat ${tag}` })
    await expect(refused.getByText('rejected', { exact: true })).toHaveClass(/badge-error/)
    await expect(refused).toContainText('Reason for the rejection: The photos show another building.')
    await expectNoAxeViolations(agentPage, 'My Added Properties with a rejection')
  })

  test('Advertise Property marks a fraud agent’s listing; Manage Properties opens on what waits for review; an office has no Studio chip', async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const adminPage = await pageAs(browser, base, 'admin@example.com')
    await adminPage.goto('/dashboard/advertise-property')
    const fraudRow = adminPage.getByRole('row').filter({ hasText: 'Luxury Villa at a Bargain' })
    await expect(fraudRow.getByText('Agent marked as fraud: not advertisable')).toBeVisible({
      timeout: 30_000,
    })
    await expect(fraudRow.getByRole('button', { name: /Advertise/ })).toHaveCount(0)
    await expectNoAxeViolations(adminPage, 'Advertise Property')

    await adminPage.goto('/dashboard/manageProperties')
    await expect(adminPage.getByRole('main').getByRole('combobox')).toHaveValue('pending')
    await expect(adminPage.getByRole('table').getByText('verified', { exact: true })).toHaveCount(0)
    await expectNoAxeViolations(adminPage, 'Manage Properties, waiting for review')

    const user = await pageAs(browser, base, 'user@example.com')
    await user.goto('/allProperties?search=Tech Park')
    await user.getByRole('link', { name: 'Details of Tech Park Office' }).click()
    await expect(user.getByRole('heading', { level: 1, name: 'Tech Park Office' })).toBeVisible()
    await expect(user.getByText('6 bathrooms')).toBeVisible()
    await expect(user.getByText('Studio', { exact: true })).toHaveCount(0)
  })
})

test.describe('say plainly what happens', () => {
  test.describe.configure({ timeout: 150_000 })

  test('Accept and Reject ask first, Accept says the other offers are rejected, and a rejection shows no success tick', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const title = `Decided House ${randomUUID().slice(0, 6)}`
    const { agent, propertyId } = await agentWithListing(request, base, {
      title,
      location: '5 Answer Avenue',
      verified: true,
    })
    const first = await offerOnListing(request, base, propertyId)
    const second = await offerOnListing(request, base, propertyId)
    const page = await pageAs(browser, base, agent.email)
    await page.goto('/dashboard/requestedProperties')
    const acceptFirst = page.getByRole('button', {
      name: `Accept the offer of ${first.buyer.name} on ${title}`,
    })
    await acceptFirst.click()
    const question = page.getByRole('dialog')
    await expect(question).toContainText('Accept this offer?')
    await expect(question).toContainText(
      `${first.buyer.name} offered $110,000 for ${title}. Accepting it rejects every other pending offer on this property`,
    )
    await expectNoAxeViolations(page, 'Offers Received, accept question')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(acceptFirst).toBeVisible()

    await page.getByRole('button', { name: `Reject the offer of ${second.buyer.name} on ${title}` }).click()
    await expect(page.getByRole('dialog')).toContainText('Reject this offer?')
    await page.getByRole('button', { name: 'Yes, reject it' }).click()
    const result = page.getByRole('dialog')
    await expect(result).toContainText('Offer has been rejected')
    await expect(result.locator('.swal2-success')).toHaveCount(0)
    await page.getByRole('button', { name: 'OK' }).click()
    const row = page.getByRole('row').filter({ hasText: second.buyer.email })
    await expect(row.getByText('rejected')).toBeVisible()
    await expect(acceptFirst).toBeVisible()
  })
})
