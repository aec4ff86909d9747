import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { test } from './support/interactive.ts'

// Feed Keys: an admin issues a key for a portal (shown once, copied), the portal reads the feed with it, and
// after a confirmed revocation the feed refuses it.

test('an admin issues a feed key, the feed takes it, and a revoked key is refused', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const base = baseURL ?? ''
  const name = `Homes Portal ${randomUUID().slice(0, 6)}`
  await signInAs(page, base, 'admin@example.com')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  await page.goto('/dashboard/feed-keys')
  await expect(page.getByRole('heading', { name: 'Feed Keys' })).toBeVisible()

  await page.getByLabel('Portal name').fill(name)
  await page.getByRole('button', { name: 'Issue key' }).click()
  const shown = page.getByLabel('Feed key', { exact: true })
  await expect(shown).toHaveValue(/^khfeed_[\w-]{43}$/)
  const key = await shown.inputValue()
  await page.getByRole('button', { name: 'Copy key' }).click()
  await expect(page.getByText('Feed key copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  await expect(page.getByText('Feed key copied.')).toBeHidden()
  await expectNoAxeViolations(page, 'Feed Keys with a key just issued')

  const feed = () =>
    request.get('/api/feed/properties?$top=1', { headers: { Authorization: `Bearer ${key}` } })
  expect((await feed()).status()).toBe(200)

  // Shown once: gone after Done, and never in the list.
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByLabel('Feed key', { exact: true })).toHaveCount(0)
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText(key)).toHaveCount(0)

  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, revoke it' }).click()
  await expect(page.getByText(`Feed key “${name}” revoked.`)).toBeVisible()
  await expect(row.getByText(/^Revoked/)).toBeVisible()
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0)
  expect((await feed()).status()).toBe(401)
})
