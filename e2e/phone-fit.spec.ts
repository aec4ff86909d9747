import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { bearerFor, createAccount, signInAs } from './support/accounts.ts'
import { test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Screens that ran off a 390 px phone: the page is no wider than the screen and what one reads or presses lies
// inside it.
const PHONE = { width: 390, height: 844 }

async function expectFitsPhone(page: Page, ...inside: Locator[]) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width)
  for (const element of inside) {
    const box = await element.boundingBox()
    expect(box, 'shown').not.toBeNull()
    if (!box) continue
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  }
}

test("the agent's Viewings page with a booking fits a phone", async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const { agent, agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title: `Phone Viewing Home ${tag}`,
    location: `${tag} Narrow Street`,
    verified: true,
  })
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:30' }))
  const hours = await agentApi.put('/api/viewings/availability', {
    headers: agentHeaders,
    data: { timeZone: 'America/Argentina/Buenos_Aires', weekly: week, blockedDates: [] },
  })
  expect(hours.status()).toBe(200)
  const buyer = await createAccount(request, base, `Pia Phone ${tag}`)
  const buyerHeaders = await bearerFor(request, base, buyer.email)
  const slots = (await (
    await request.get(`/api/properties/${propertyId}/viewing-slots`, { headers: buyerHeaders })
  ).json()) as { slots: { start: string }[] }
  const booked = await request.post('/api/viewings', {
    headers: buyerHeaders,
    data: { propertyId, start: slots.slots[0]?.start, message: 'Could we meet at the door?' },
  })
  expect(booked.status()).toBe(201)

  const page = await (await browser.newContext({ baseURL: base, viewport: PHONE })).newPage()
  await signInAs(page, base, agent.email)
  await page.goto('/dashboard/viewings')
  const booking = page.getByText(`Pia Phone ${tag}`).first()
  await expect(booking).toBeVisible()
  await expectFitsPhone(page, booking, page.getByRole('button', { name: /menu/i }).first())
})

test('the profile page fits a phone', async ({ browser, request, baseURL }) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Pat Profile ${randomUUID().slice(0, 6)}`)
  const page = await (await browser.newContext({ baseURL: base, viewport: PHONE })).newPage()
  await signInAs(page, base, person.email)
  await page.goto('/dashboard')
  const passkeysChoice = page.getByLabel('Also remove my passkeys (add them again afterwards)')
  await expect(passkeysChoice).toBeVisible()
  await expectFitsPhone(page, page.getByRole('button', { name: 'Change password' }))
})

test('a review of one very long word stays inside its card on a phone', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const { propertyId } = await agentWithListing(request, base, {
    title: `Long Word Home ${tag}`,
    location: `${tag} Review Lane`,
    verified: true,
  })
  const reviewer = await createAccount(request, base, `Wren Wordy ${tag}`)
  const word = `${tag}${'w'.repeat(300)}`
  const reviewed = await request.post('/api/reviews', {
    headers: await bearerFor(request, base, reviewer.email),
    data: { propertyId, description: word },
  })
  expect(reviewed.status()).toBe(201)

  const page = await (await browser.newContext({ baseURL: base, viewport: PHONE })).newPage()
  await signInAs(page, base, reviewer.email)
  for (const path of [`/property-details/${propertyId}`, '/dashboard/reviews']) {
    await page.goto(path)
    const review = page.getByText(word)
    await expect(review).toBeVisible()
    await expectFitsPhone(page, review)
  }
})
