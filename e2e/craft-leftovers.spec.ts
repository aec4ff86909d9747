import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Finishing touches, measured in the browser.

test("Add Property's feature choices are square checkboxes, not round like radio buttons", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL ?? '', 'agent@example.com')
  await page.goto('/dashboard/addProperty')
  const features = page.getByRole('group', { name: 'Features' }).getByRole('checkbox')
  await expect(features.first()).toBeVisible()
  const shape = await features.first().evaluate((box) => ({
    side: box.getBoundingClientRect().width,
    radius: Number.parseFloat(getComputedStyle(box).borderTopLeftRadius),
  }))
  // A radio button's corner is half its side; a checkbox's at most a quarter.
  expect(shape.radius).toBeLessThanOrEqual(shape.side / 4)
})

test("a listing's own agent is offered neither a review nor the buyer's way to an offer", async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const { agent, propertyId } = await agentWithListing(request, base, {
    title: `Own Listing ${tag}`,
    location: `${tag} Agent Row`,
    verified: true,
  })
  const page = await (await browser.newContext({ baseURL: base })).newPage()
  await signInAs(page, base, agent.email)
  await page.goto(`/property-details/${propertyId}`)
  await expect(page.getByRole('heading', { name: `Own Listing ${tag}` })).toBeVisible()
  await expect(page.getByText('Offers on this home arrive in')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Offers Received' })).toHaveAttribute(
    'href',
    '/dashboard/requestedProperties',
  )
  await expect(page.getByRole('button', { name: 'Add a Review' })).toHaveCount(0)
  await expect(page.getByText(/To make an offer, add this home to your wishlist/)).toHaveCount(0)
})

test("the browser's scripts come without source maps (the sources are not published)", async ({
  request,
}) => {
  const home = await (await request.get('/')).text()
  const scripts = [...home.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404)
  }
})

test('a visitor sent to sign in from All Properties or a listing reads why', async ({ page }) => {
  await page.goto('/allProperties')
  await expect(page).toHaveURL(/\/login\?from=%2FallProperties/)
  await expect(page.getByRole('status').filter({ hasText: 'Sign in to see every listing.' })).toBeVisible()
  await page.goto('/property-details/6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b')
  await expect(page).toHaveURL(/\/login\?from=/)
  await expect(page.getByText("Sign in to see this home's details.")).toBeVisible()
})
