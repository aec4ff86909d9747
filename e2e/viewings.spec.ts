import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pageAs, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

test('an agent sets viewing hours; a buyer books a slot; the agent proposes another time, the buyer accepts; a second request is confirmed', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Viewing House ${tag}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: `${tag} Viewing Lane`,
    verified: true,
  })

  // The agent keeps 09:00-17:00 in UTC on the weekday after tomorrow, in the profile: whatever day the test runs
  // on, that day's first slot lies past the booking notice and within the horizon.
  const viewingDay = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  })
  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/agentProfile')
  const hours = agentPage.getByRole('region', { name: 'Viewing hours' })
  await expect(hours.getByText('No hours yet.')).toBeVisible()
  await hours.getByLabel('Time zone').selectOption('UTC')
  await hours.getByRole('button', { name: 'Add hours' }).click()
  await hours.getByLabel('Day', { exact: true }).selectOption({ label: viewingDay })
  await expectNoAxeViolations(agentPage, 'Agent Profile with viewing hours')
  await hours.getByRole('button', { name: 'Save viewing hours' }).click()
  await expect(agentPage.getByText('Viewing hours saved.')).toBeVisible()

  // A buyer picks the first free time on the details page.
  const buyer = await createAccount(request, base, `Vic Viewer ${tag}`)
  const buyerPage = await pageAs(browser, base, buyer.email)
  await buyerPage.goto(`/property-details/${propertyId}`)
  const booking = buyerPage.getByRole('region', { name: 'Book a viewing' })
  await expect(booking.getByText("Times are in the agent's time zone, UTC.")).toBeVisible()
  await expect(booking.getByRole('radio').first()).toHaveAccessibleName(
    new RegExp(`^${viewingDay}, .*, 9:00 AM$`),
  )
  await booking.getByRole('radio').first().check()
  await booking.getByLabel('Message to the agent (optional)').fill('After work, please.')
  await booking.getByRole('button', { name: 'Request viewing' }).click()
  await expect(booking.getByRole('status')).toContainText('Your request is in My Viewings')
  // The slot taken is offered no more: the first free time is now half past nine.
  await expect(booking.getByRole('radio').first()).toHaveAccessibleName(/, 9:30 AM$/)

  // The agent proposes another time instead.
  await agentPage.goto('/dashboard/viewings')
  await expectNoAxeViolations(agentPage, 'Viewings')
  const row = agentPage.getByRole('row').filter({ hasText: `Vic Viewer ${tag}` })
  await expect(row.getByText('Requested', { exact: true })).toBeVisible()
  await expect(row).toContainText('9:00 AM (UTC)')
  await row.getByRole('button', { name: `Propose another time to Vic Viewer ${tag} for ${title}` }).click()
  const dialog = agentPage.getByRole('dialog', { name: 'Propose another time' })
  const newTime = dialog.getByLabel('New time')
  await newTime.selectOption({ index: 3 })
  const proposedLabel = (await newTime.locator('option:checked').textContent()) ?? ''
  expect(proposedLabel).toMatch(/10:30 AM \(UTC\)$/)
  await dialog.getByRole('button', { name: 'Propose', exact: true }).click()
  await expect(row.getByText('New time proposed', { exact: true })).toBeVisible()
  await expect(row).toContainText('10:30 AM (UTC)')

  // The buyer accepts the proposed time.
  await buyerPage.goto('/dashboard/my-viewings')
  await expectNoAxeViolations(buyerPage, 'My Viewings')
  const card = buyerPage.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('New time proposed', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: `Accept the proposed time for ${title}` }).click()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(card).toContainText('10:30 AM (UTC)')

  // A second request, which the agent confirms as it is.
  await buyerPage.goto(`/property-details/${propertyId}`)
  await booking.getByRole('radio').first().check()
  await booking.getByRole('button', { name: 'Request viewing' }).click()
  await expect(booking.getByRole('status')).toBeVisible()
  await agentPage.reload()
  const requested = agentPage.getByRole('row').filter({ hasText: 'Requested' })
  await expect(requested).toHaveCount(1)
  await requested
    .getByRole('button', { name: `Confirm the viewing of Vic Viewer ${tag} for ${title}` })
    .click()
  await expect(agentPage.getByRole('row').filter({ hasText: 'Confirmed' })).toHaveCount(2)
})
