import { readFile } from 'node:fs/promises'
import { request as playwrightRequest } from '@playwright/test'
import { adminHeaders, bearerFor, createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

// My sessions, My data and the admin's audit trail, in the browser.

test('My sessions: see where you are signed in and sign the other sessions out', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  // Signing up signs this browser in: its first session.
  const { email } = await createAccount(page.request, origin)
  // A second device: its own cookies, its own access-token.
  const phone = await playwrightRequest.newContext({
    baseURL: origin,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
  const phoneHeaders = await bearerFor(phone, origin, email)
  await page.goto('/dashboard/myProfile')

  const list = page.getByRole('list', { name: 'Active sessions' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByText('This browser')).toBeVisible()
  await expect(list.getByText('Safari on iOS')).toBeVisible()
  await expectNoAxeViolations(page, 'profile with sessions and my data')

  await page.getByRole('button', { name: 'Sign out all other sessions' }).click()
  await page.getByRole('button', { name: 'Sign out others' }).click()
  await expect(page.getByText('Every other session has been signed out.')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  // The phone's access-token is refused on its next request.
  expect((await phone.get('/api/users/me', { headers: phoneHeaders })).status()).toBe(401)
  await phone.dispose()
})

test('My data: export everything, then delete the account', async ({ page, baseURL }) => {
  const origin = baseURL ?? ''
  const { email } = await createAccount(page.request, origin, 'Leaving Person')
  await signInAs(page, origin, email)
  await page.goto('/dashboard/myProfile')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export my data' }).click()
  const file = await (await download).path()
  const exported = JSON.parse(await readFile(file, 'utf8')) as { profile: { email: string } }
  expect(exported.profile.email).toBe(email)

  const form = page.getByRole('form', { name: 'Delete my account' })
  await form.getByLabel('Your password').fill('not-my-password')
  await form.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(form.getByText('is not the password of this account')).toBeVisible()

  await form.getByLabel('Your password').fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Delete my account' }).click()
  // Leaving, the page does not ask for the profile's data again: without a session that answer is a redirect to
  // /login, which would take the person there if it came after the way home had begun.
  const profileReads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/dashboard/myProfile.data') {
      profileReads.push(request.url())
    }
  })
  await page.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  await expect(page).toHaveURL('/')
  expect(profileReads).toEqual([])
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email, password: DEMO_PASSWORD },
  })
  expect(signIn.status()).toBe(401)
})

test('Audit Log: an admin finds who changed a role', async ({ page, baseURL, request }) => {
  const origin = baseURL ?? ''
  const headers = await adminHeaders(request, origin)
  const { email } = await createAccount(request, origin, 'Promoted Person')
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(email)}`, { headers })
  expect(made.status()).toBe(200)
  const [record] = (await (
    await request.get(`/api/users?search=${encodeURIComponent(email)}`, { headers })
  ).json()) as { uid: string }[]
  if (!record) throw new Error('the new account is not listed')

  await signInAs(page, origin, 'admin@example.com')
  await page.goto('/dashboard/audit-log')
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
  const filters = page.getByRole('form', { name: 'Filter the audit log' })
  await filters.getByLabel('Action').selectOption({ label: 'Role changed' })
  await filters.getByLabel('Target id').fill(record.uid)
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`targetId=${record.uid}`))
  // The target is named, not shown by its internal id.
  const row = page.getByRole('row').filter({ hasText: 'Promoted Person' })
  await expect(row).toHaveCount(1)
  await expect(row).not.toContainText(record.uid)
  await expect(row).toContainText('Role changed')
  await expect(row).toContainText('admin@example.com')
  await expect(row).toContainText('role: user → agent')
  await expectNoAxeViolations(page, 'audit log')

  await filters.getByLabel("Admin's e-mail").fill('not an e-mail')
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(filters.getByText('actor must be an e-mail address')).toBeVisible()
})
