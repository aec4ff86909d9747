import { randomUUID } from 'node:crypto'
import { createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, pageAs, test, untilInteractive } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Contact the agent: a buyer writes from a listing's details page with a viewing time, the agent finds the lead
// (and the bell) and answers, and the buyer reads the answer in My Inquiries (and their bell).

/** `YYYY-MM-DDTHH:mm`, `days` ahead at 10:00, as a datetime-local input takes it. */
function viewingInput(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`
}

test('a buyer contacts the agent with a viewing time; the agent answers from Leads; the buyer reads it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const title = `Inquiry House ${randomUUID().slice(0, 6)}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: '7 Question Row',
    verified: true,
  })
  const buyer = await createAccount(request, base, `Ida Asker ${randomUUID().slice(0, 4)}`)
  const question = 'Is the <b>attic</b> insulated?'

  const buyerPage = await pageAs(browser, base, buyer.email)
  await buyerPage.goto(`/property-details/${propertyId}`)
  await untilInteractive(buyerPage)
  const form = buyerPage.getByRole('region', { name: 'Contact agent' })
  await expect(form.getByLabel('Message')).toBeVisible({ timeout: 30_000 })
  await form.getByLabel('Message').fill(question)
  await form.getByLabel('Phone (optional)').fill('+1 555 010 2030')
  await form.getByRole('button', { name: 'Add a viewing time' }).click()
  await form.getByLabel('Viewing time 1').fill(viewingInput(3))
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toContainText('Your message was sent.')

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/leads')
  await untilInteractive(agentPage)
  // The admin's making them an agent, the verification of the listing, then the inquiry.
  await agentPage.getByRole('button', { name: 'Notifications, 3 unread' }).click({ timeout: 30_000 })
  await expect(agentPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `New inquiry about ${title}`,
  )
  await agentPage.keyboard.press('Escape')
  await agentPage.getByRole('list', { name: 'Leads' }).getByRole('link', { name: title }).click()
  await expect(agentPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The conversation's title is its listing's, from its route's meta.
  await expect(agentPage).toHaveTitle(`${title} · Keyhaven`)
  const agentMessages = agentPage.getByRole('list', { name: 'Messages' })
  // Markup in a message is shown as the text it is.
  await expect(agentMessages).toContainText(question)
  await expect(agentMessages).toContainText('Phone: +1 555 010 2030')
  await expect(agentMessages).toContainText('Proposed viewing times:')
  await expectNoAxeViolations(agentPage, 'a lead')
  await agentPage.getByLabel('Your reply').fill('Yes, fully. See you then!')
  await agentPage.getByRole('button', { name: 'Send reply' }).click()
  await expect(agentMessages).toContainText('Yes, fully. See you then!')

  await buyerPage.goto('/dashboard/my-inquiries')
  await untilInteractive(buyerPage)
  await buyerPage.getByRole('button', { name: 'Notifications, 1 unread' }).click({ timeout: 30_000 })
  await expect(buyerPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `New message about ${title}`,
  )
  await buyerPage.keyboard.press('Escape')
  const mine = buyerPage.getByRole('list', { name: 'My Inquiries' })
  await expect(mine).toContainText('Yes, fully. See you then!')
  await mine.getByRole('link', { name: title }).click()
  const buyerMessages = buyerPage.getByRole('list', { name: 'Messages' })
  await expect(buyerMessages).toContainText(question)
  await expect(buyerMessages).toContainText('Yes, fully. See you then!')
  await expectNoAxeViolations(buyerPage, 'an inquiry')
})

test("the listing's agent sees no form on their own listing", async ({ browser, request, baseURL }) => {
  const base = baseURL ?? ''
  const { agent, propertyId } = await agentWithListing(request, base, {
    title: `Own House ${randomUUID().slice(0, 6)}`,
    location: '8 Question Row',
    verified: true,
  })
  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto(`/property-details/${propertyId}`)
  await untilInteractive(agentPage)
  await expect(agentPage.getByText('This is your listing: inquiries about it arrive in')).toBeVisible({
    timeout: 30_000,
  })
  await expect(agentPage.getByRole('region', { name: 'Contact agent' })).toHaveCount(0)
})
