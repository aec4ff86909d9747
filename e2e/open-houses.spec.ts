import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { test, untilInteractive } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// An agent schedules an open house on the details page; a buyer finds the listing with All Properties'
// open-house filter, sees it on the card and the details; the agent cancels it after a confirmation.

test('an open house is scheduled, found by the filter, shown on card and details, and cancelled', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Open House Loft ${tag}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: `${tag} Open Lane`,
    verified: true,
  })
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

  const agentPage = await (await browser.newContext({ baseURL: base, timezoneId: 'UTC' })).newPage()
  await signInAs(agentPage, base, agent.email)
  await agentPage.goto(`/property-details/${propertyId}`)
  await untilInteractive(agentPage)
  const section = agentPage.getByRole('region', { name: 'Open houses' })
  await expect(section.getByText('No open house is scheduled.')).toBeVisible()
  // A window that ends before it starts is explained, and nothing is sent.
  await section.getByLabel('Open house day').fill(day)
  await section.getByLabel('From').fill('14:00')
  await section.getByLabel('To').fill('11:00')
  await section.getByRole('button', { name: 'Schedule open house' }).click()
  await expect(section.getByText('The end must be after the start')).toBeVisible()
  await expectNoAxeViolations(agentPage, 'details with the open house form and its message')
  await section.getByLabel('To').fill('16:00')
  await section.getByRole('button', { name: 'Schedule open house' }).click()
  await expect(agentPage.getByText('The open house was scheduled.')).toBeVisible()
  const scheduled = section.getByRole('list', { name: 'Open houses' }).getByRole('listitem')
  await expect(scheduled).toHaveCount(1)
  await expect(scheduled).toContainText(/2:00\s*–\s*4:00\s*PM/)

  // A buyer filters All Properties by an open house this week.
  const buyer = await createAccount(request, base, `Olga Open ${tag}`)
  const page = await (await browser.newContext({ baseURL: base, timezoneId: 'UTC' })).newPage()
  await signInAs(page, base, buyer.email)
  await page.goto(`/allProperties?search=${tag}`)
  await untilInteractive(page)
  const results = page.getByRole('list', { name: 'Properties' })
  await expect(results.getByText(title)).toBeVisible()
  await page.getByRole('region', { name: 'Filters' }).getByLabel('Open house').selectOption('7')
  await expect(page).toHaveURL(/openHouseWithinDays=7/)
  await expect(page.getByRole('button', { name: 'Remove filter: Open house this week' })).toBeVisible()
  await expect(results.getByText(title)).toBeVisible()
  await expect(results.getByText(/Open house: .*2:00\s*–\s*4:00\s*PM/)).toBeVisible()
  await page.goto(`/property-details/${propertyId}`)
  await untilInteractive(page)
  const shown = page.getByRole('region', { name: 'Open houses' })
  await expect(shown.getByText('Come by at any time in these hours; no booking needed.')).toBeVisible()
  await expect(shown.getByRole('button', { name: 'Cancel open house' })).toHaveCount(0)
  await expect(shown.getByRole('button', { name: 'Schedule open house' })).toHaveCount(0)

  // The agent cancels it: asked first, then it is gone, and the filter no longer finds the listing.
  await section.getByRole('button', { name: 'Cancel open house' }).click()
  await agentPage.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(agentPage.getByText('The open house was cancelled.')).toBeVisible()
  await expect(section.getByText('No open house is scheduled.')).toBeVisible()
  await page.goto(`/allProperties?search=${tag}&openHouseWithinDays=7`)
  await untilInteractive(page)
  await expect(page.getByText(`No properties found in "${tag}".`)).toBeVisible()
})
