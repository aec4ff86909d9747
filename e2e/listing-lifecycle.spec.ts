import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { adminHeaders, createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pngFile } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'

// The listing lifecycle on the agent's and the admin's screens: a draft saved, refused while incomplete,
// saved again unfinished, completed and submitted; changes requested with a reason and the listing submitted again; verified, then
// withdrawn after a confirmation.

test('a draft is saved, submitted, sent back for changes, submitted again, verified and withdrawn', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two browsers through a dozen screens: about 30 s alone, more beside another worker.
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await createAccount(request, base, `Dana Drafter ${tag}`)
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, {
    headers: await adminHeaders(request, base),
  })
  expect(made.status()).toBe(200)
  const title = `Willow Cottage ${tag}`

  // A draft needs nothing but what is typed: a title is enough.
  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/addProperty')
  await agentPage.getByLabel('Title').fill(title)
  await agentPage.getByRole('button', { name: 'Save as draft' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Draft saved')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(agentPage).toHaveURL('/dashboard/myAddProperties')
  const card = agentPage.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await expect(card).toContainText('not set yet')
  await expect(card.getByRole('button', { name: `Withdraw ${title}` })).toHaveCount(0)
  await expectNoAxeViolations(agentPage, 'My Added Properties with a draft')

  // Submitting checks every rule of a new listing: the server names what is missing.
  await card.getByRole('button', { name: `Submit ${title} for review` }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Image is required')
  await agentPage.getByRole('button', { name: 'OK' }).click()

  // Still unfinished (no price, no picture), the draft is saved again as it is.
  await card.getByRole('link', { name: `Update ${title}` }).click()
  await expect(agentPage.getByText('This is a draft: only you can see it.')).toBeVisible()
  await agentPage.getByLabel('Location', { exact: true }).fill(`3 Mill Lane ${tag}, Ashford`)
  await agentPage.getByRole('button', { name: 'Save as draft' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Draft saved')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(agentPage).toHaveURL('/dashboard/myAddProperties')

  await card.getByRole('link', { name: `Update ${title}` }).click()
  await expect(agentPage.getByLabel('Location', { exact: true })).toHaveValue(`3 Mill Lane ${tag}, Ashford`)
  await agentPage.getByLabel('Price range').fill('$310000 - $330000')
  await agentPage.getByLabel('Image', { exact: true }).setInputFiles(await pngFile())
  await agentPage.getByRole('button', { name: 'Update Property' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Your property has been updated.')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: `Submit ${title} for review` }).click()
  await expect(agentPage.getByText('The listing is sent for review.')).toBeVisible()
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible()

  // The admin's queue holds it; the admin asks for changes with a reason.
  const reason = `Please add a photo of the garden ${tag}.`
  const adminPage = await pageAs(browser, base, 'admin@example.com')
  await adminPage.goto('/dashboard/manageProperties?status=pending')
  const row = adminPage.getByRole('row').filter({ hasText: title })
  await row.getByRole('button', { name: `Request changes to ${title}` }).click()
  await expect(adminPage.getByRole('dialog')).toContainText('Request changes to this listing?')
  await adminPage.getByRole('dialog').getByRole('textbox').fill(reason)
  await adminPage.getByRole('button', { name: 'Yes' }).click()
  await expect(adminPage.getByText('Changes requested: the agent is told.')).toBeVisible()
  await expect(adminPage.getByRole('row').filter({ hasText: title })).toHaveCount(0)

  // The agent reads the reason and submits again.
  await agentPage.reload()
  await expect(card.getByText('Changes requested', { exact: true })).toBeVisible()
  await expect(card).toContainText(reason)
  await expectNoAxeViolations(agentPage, 'My Added Properties with changes requested')
  await card.getByRole('button', { name: `Submit ${title} for review` }).click()
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible()

  await adminPage.reload()
  await adminPage
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Verify ${title}` })
    .click()
  await adminPage.getByRole('button', { name: 'Yes' }).click()
  await expect(adminPage.getByText('Property status updated.')).toBeVisible()

  // Active, with its expiry; withdrawing asks first, and can be cancelled.
  await agentPage.reload()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await expect(card).toContainText('Listed until')
  await card.getByRole('button', { name: `Withdraw ${title}` }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('It leaves every public list')
  await agentPage.getByRole('button', { name: 'Cancel' }).click()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: `Withdraw ${title}` }).click()
  await agentPage.getByRole('button', { name: 'Yes, withdraw it' }).click()
  await expect(agentPage.getByText('The listing is withdrawn.')).toBeVisible()
  await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: `Submit ${title} for review` })).toBeVisible()
})
