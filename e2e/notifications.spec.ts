import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { MAILBOX_URL } from '../playwright.config.ts'
import { pageAs, test } from './support/interactive.ts'
import { agentWithListing, offerOnListing } from './support/listings.ts'

// The market talks back: an admin's rejection reaches the agent with its reason, an agent's rejection reaches
// the buyer, each under the bell (and by e-mail). Each test drives two or three signed-in browsers.
test.describe.configure({ timeout: 90_000 })

test('an admin rejects a listing with a reason, and its agent finds the reason under the bell and in the mail', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Notice Barn ${randomUUID().slice(0, 6)}`
  const { agent } = await agentWithListing(request, base, {
    title,
    location: '4 Notice Lane',
    verified: false,
  })

  const admin = await pageAs(browser, base, 'admin@example.com')
  await admin.goto('/dashboard/manageProperties?status=pending')
  await admin.getByRole('button', { name: `Reject ${title}` }).click()
  const dialog = admin.getByRole('dialog')
  await expect(dialog).toContainText('Are you sure to mark this as rejected?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(dialog).toContainText('Please give a reason.')
  await dialog.getByLabel('Reason (the agent will see it)').fill('The photos show a different barn.')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(admin.getByText('Property status updated.')).toBeVisible()

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/myAddProperties')
  // The admin's making them an agent, then the rejection.
  const bell = agentPage.getByRole('button', { name: 'Notifications, 2 unread' })
  await bell.click()
  const panel = agentPage.getByRole('region', { name: 'Notifications' })
  await expect(panel.getByRole('link', { name: new RegExp(`${title} was rejected`) })).toContainText(
    'Reason: The photos show a different barn.',
  )
  await panel.getByRole('button', { name: 'Mark all read' }).click()
  await expect(agentPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await agentPage.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)

  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(agent.email)}`)
      ).json()) as { subject?: string; text: string }[]
      return messages.map((message) => message.text).join('\n')
    })
    .toContain('Reason: The photos show a different barn.')
})

test("an agent rejects an offer, and the buyer's bell says so and leads to their offers", async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Notice Cottage ${randomUUID().slice(0, 6)}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: '4 Notice Lane',
    verified: true,
  })
  const { buyer } = await offerOnListing(request, base, propertyId)

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/myAddProperties')
  // The admin's making them an agent, the verification of the listing, then the offer.
  await agentPage.getByRole('button', { name: 'Notifications, 3 unread' }).click()
  await expect(agentPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `New offer on ${title}`,
  )
  await agentPage.keyboard.press('Escape')
  // Opening the offers reads the offer's notification.
  await agentPage.goto('/dashboard/requestedProperties')
  await expect(agentPage.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  await agentPage.getByRole('button', { name: `Reject the offer of ${buyer.name} on ${title}` }).click()
  await agentPage.getByRole('button', { name: 'Yes, reject it' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Offer has been rejected')

  const buyerPage = await pageAs(browser, base, buyer.email)
  await buyerPage.goto('/')
  await buyerPage.getByRole('button', { name: 'Notifications, 1 unread' }).click()
  await buyerPage
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`Your offer on ${title} was rejected`) })
    .click()
  await expect(buyerPage).toHaveURL('/dashboard/property-bought')
  await expect(buyerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
})
