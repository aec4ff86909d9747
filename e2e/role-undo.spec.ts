import { randomUUID } from 'node:crypto'
import { adminHeaders, createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

// An admin marks an agent as fraud by mistake and undoes it, then undoes the Make Agent too: each undo is asked
// first in words that say what it does, and the audit trail records every change both ways.

test('an admin clears a fraud mark and makes an agent a user again, each after a confirmation', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const name = `Ursula Undo ${randomUUID().slice(0, 6)}`
  const person = await createAccount(request, base, name)
  const admin = await adminHeaders(request, base)
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(person.email)}`, {
    headers: admin,
  })
  expect(made.status()).toBe(200)

  await signInAs(page, base, 'admin@example.com')
  await page.goto(`/dashboard/manageUser?search=${encodeURIComponent(name)}`)
  const row = page.getByRole('row').filter({ hasText: person.email })
  await expect(row.getByText('agent', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Mark as Fraud' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(row.getByText('Fraud', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: `Clear the fraud mark of ${name}` }).click()
  const clearing = page.getByRole('dialog')
  await expect(clearing).toContainText(`Clear the fraud mark of ${name}?`)
  await expect(clearing).toContainText('their listings return to public pages')
  await expectNoAxeViolations(page, 'Manage Users with the undo dialog')
  await clearing.getByRole('button', { name: 'Clear the mark' }).click()
  await expect(page.getByText('Fraud mark cleared')).toBeVisible()
  await expect(row.getByText('agent', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: `Make ${name} a user again` }).click()
  const demoting = page.getByRole('dialog')
  await expect(demoting).toContainText(`Make ${name} a user again?`)
  await expect(demoting).toContainText('They can no longer add listings')
  await demoting.getByRole('button', { name: 'Make a user' }).click()
  await expect(page.getByText('Made user')).toBeVisible()
  await expect(row.getByText('user', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Make Agent' })).toBeVisible()

  // The audit log tells the story, newest first, in words.
  await page.goto('/dashboard/audit-log')
  const log = page.getByRole('table')
  await expect(log.getByRole('row').filter({ hasText: 'Fraud mark cleared' }).first()).toBeVisible()
  const listed = await request.get(`/api/users?search=${encodeURIComponent(person.email)}`, {
    headers: admin,
  })
  const [target] = (await listed.json()) as { _id: string }[]
  const trail = await request.get(`/api/admin/audit-log?targetId=${target?._id}`, { headers: admin })
  const entries = (await trail.json()) as {
    action: string
    changes: { role: { from: string; to: string } }
  }[]
  expect(entries.map((entry) => [entry.action, entry.changes.role.from, entry.changes.role.to])).toEqual([
    ['user.role_changed', 'agent', 'user'],
    ['user.fraud_cleared', 'fraud', 'agent'],
    ['user.marked_fraud', 'agent', 'fraud'],
    ['user.role_changed', 'user', 'agent'],
  ])
})
