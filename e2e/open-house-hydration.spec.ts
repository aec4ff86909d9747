import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { createAccount, signInAs } from './support/accounts.ts'
import { test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// A listing with an open house: its card and details page come from the server with the open house's date
// written, and the browser takes them over without a hydration error, in time zones other than the server's: one
// each side of the date line, so that at any hour one of them is on another day than the server (UTC), and a date
// written in the reader's zone before hydration would differ from the server's.
test('a listing with an open house hydrates without an error, its date written by the server', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const { agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title: `Hydrated Open House ${tag}`,
    location: `${tag} Hydration Road`,
    verified: true,
  })
  const start = new Date(Date.now() + 3 * 86_400_000)
  start.setUTCHours(14, 0, 0, 0)
  const scheduled = await agentApi.post(`/api/properties/${propertyId}/open-houses`, {
    headers: agentHeaders,
    data: { start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString() },
  })
  expect(scheduled.status()).toBe(201)

  const listing = await agentApi.get(`/api/properties/${propertyId}/price-history`, { headers: agentHeaders })
  expect(listing.status()).toBe(200)
  const buyer = await createAccount(request, base, `Hugo Hydrate ${tag}`)
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const context = await browser.newContext({ baseURL: base, timezoneId, locale: 'en-GB' })
    const page = await context.newPage()
    await signInAs(page, base, buyer.email)
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })

    const results = `/allProperties?search=${tag}`
    const html = await (await page.request.get(results)).text()
    expect(html, 'All Properties as the server wrote it').toMatch(/Open house: (<!-- -->)?\w/)
    await page.goto(results)
    await expect(page.getByText(/Open house: \w/)).toBeVisible()
    await page.goto(`/property-details/${propertyId}`)
    await expect(page.getByRole('region', { name: 'Open houses' }).getByRole('listitem')).toHaveCount(1)
    // The day it was listed, as the reader's own locale and zone write it: written once the section is hydrated
    // (the server writes en-US in UTC), so its arrival also says the hydration is over.
    const listedAt = ((await listing.json()) as { changedAt: string }[])[0]?.changedAt ?? ''
    const localDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: timezoneId }).format(
      new Date(listedAt),
    )
    await expect(page.getByRole('region', { name: 'Price history' })).toContainText(`listed on ${localDay}`)
    expect(problems, timezoneId).toEqual([])
    await context.close()
  }
})
