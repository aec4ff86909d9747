import { expect } from '@playwright/test'
import { adminHeaders, createAccount, signInAs } from './support/accounts.ts'
import { test } from './support/interactive.ts'

// Saving viewing hours says it saved, and only that: the form then shows the hours as saved (nothing left to save).
test('saved viewing hours report success alone, and the form holds the saved hours', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const agent = await createAccount(request, base, 'Hana Hours')
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, {
    headers: await adminHeaders(request, base),
  })
  expect(made.status()).toBe(200)
  await signInAs(page, base, agent.email)
  await page.goto('/dashboard/agentProfile')
  const hours = page.getByRole('region', { name: 'Viewing hours' })
  await hours.getByLabel('Time zone').selectOption('UTC')
  await hours.getByRole('button', { name: 'Add hours' }).click()
  const save = hours.getByRole('button', { name: 'Save viewing hours' })
  await save.click()
  await expect(page.getByText('Viewing hours saved.')).toBeVisible()
  // The form took the saved hours as its own: nothing is left to save, and no failure was reported.
  await expect(save).toBeDisabled()
  await expect(page.getByText(/could not be saved/)).toHaveCount(0)
})
