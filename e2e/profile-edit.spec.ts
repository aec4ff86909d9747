import { randomUUID } from 'node:crypto'
import { request as playwrightRequest } from '@playwright/test'
import { MAILBOX_URL } from '../playwright.config.ts'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pngFile } from './support/images.ts'
import { expect, test } from './support/interactive.ts'

// Your own details: a person changes their name, photo, password and e-mail address on My Profile.

test('a person changes their name, photo, password and e-mail address on their profile', async ({
  page,
  request,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the suite runs with a baseURL')
  const { email } = await createAccount(request, baseURL, 'Profile Pat')
  await signInAs(page, baseURL, email)
  // Another device of the same person: a new password signs it out.
  const otherDevice = await playwrightRequest.newContext({ baseURL })
  expect(
    (
      await otherDevice.post('/api/auth/sign-in/email', {
        headers: { Origin: baseURL },
        data: { email, password: DEMO_PASSWORD },
      })
    ).status(),
  ).toBe(200)

  await page.goto('/dashboard/myProfile')
  const details = page.getByRole('region', { name: 'Your own details' })
  await expect(details).toBeVisible()
  await expectNoAxeViolations(page, 'the editable profile')

  // Name and photo.
  await details.getByRole('textbox', { name: 'Name' }).fill('Pat Renamed')
  await details.getByLabel('New profile picture').setInputFiles(await pngFile('me.png', '#e76f51'))
  await expect(details.getByText('Picture uploaded. Save to use it.')).toBeVisible()
  await details.getByRole('button', { name: 'Save name and photo' }).click()
  await expect(page.getByText('Your details are saved.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pat Renamed', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Pat Renamed' }).first()).toHaveAttribute('src', /^\/uploads\//)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pat Renamed', level: 1 })).toBeVisible()

  // Password: the current one is required.
  await details.getByLabel('Current password').fill('not-my-password')
  await details.getByLabel('New password', { exact: true }).fill('profile-new-1')
  await details.getByLabel('Repeat the new password').fill('profile-new-1')
  await details.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText(/Could not change your password/)).toBeVisible()
  await details.getByLabel('Current password').fill(DEMO_PASSWORD)
  await details.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText('Your password is changed. Every other session has been signed out.'),
  ).toBeVisible()
  expect(await (await otherDevice.get('/api/auth/get-session')).json()).toBeNull()
  const signInWith = (password: string) =>
    otherDevice.post('/api/auth/sign-in/email', { headers: { Origin: baseURL }, data: { email, password } })
  expect((await signInWith(DEMO_PASSWORD)).status()).toBe(401)
  expect((await signInWith('profile-new-1')).status()).toBe(200)
  await otherDevice.dispose()

  // E-mail address: it changes once the link sent to the new address is opened.
  const newEmail = `e2e-moved-${randomUUID().slice(0, 8)}@example.com`
  await details.getByLabel('New e-mail address').fill(newEmail)
  await details.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(details.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible()
  await expect(page.getByText(email, { exact: true })).toBeVisible()

  let link = ''
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(newEmail)}`)
      ).json()) as { text: string }[]
      link = /https?:\/\/\S+/.exec(messages.at(-1)?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  await page.goto(link)
  await expect(page).toHaveURL('/dashboard/myProfile?email=changed')
  await expect(
    page.getByText('Your e-mail address is changed. Sign in with the new one from now on.'),
  ).toBeVisible()
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'the profile after an e-mail change')
})
