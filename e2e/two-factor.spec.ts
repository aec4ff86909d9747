import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { untilInteractive } from './support/interactive.ts'
import { totpCodeFor, wrongCodeFor } from './support/totp.ts'

// Two-factor sign-in with an authenticator app, set up in the profile and asked for at sign-in.

/** Sets two-factor up in the profile as a person does: password, QR code (or its key), the app's code. */
async function setUpTwoFactor(page: Page) {
  await page.goto('/dashboard/myProfile')
  await untilInteractive(page)
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await section.getByLabel('Your password').fill(DEMO_PASSWORD)
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()

  await expect(
    section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'two-factor setup with its QR code')
  const setupKey = (await section.locator('code').textContent()) ?? ''
  await section.getByLabel('Code from your app').fill(await wrongCodeFor(setupKey))
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(section.getByText('That code is not right. Enter the code your app shows now.')).toBeVisible()
  await section.getByLabel('Code from your app').fill(await totpCodeFor(setupKey))
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()

  const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  // The warning to save them is read in full: its text has the contrast of any other (judged once the toast
  // that came with the codes is in place, not half-way through its fade).
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible()
  await expectNoAxeViolations(page, 'backup codes with their warning')
  const backupCodes = await codes.allTextContents()
  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download codes' }).click()
  expect(await readFile((await (await download).path()) ?? '', 'utf8')).toContain(backupCodes[0])
  await section.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(section.getByText('Each sign-in asks for a code from your authenticator app')).toBeVisible()
  return { setupKey, backupCodes }
}

/**
 * The login form's first step; with two-factor on it leads to the code step. `scripts`: whether the browser
 * runs the page's scripts (then the form is used once React has taken it over).
 */
async function enterPassword(page: Page, email: string, scripts = true) {
  const from = '/dashboard/myProfile'
  await page.goto(`/login?${new URLSearchParams({ from })}`)
  if (scripts) await untilInteractive(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`/login/two-factor?${new URLSearchParams({ from })}`)
  if (scripts) await untilInteractive(page)
}

test('two-factor: set it up in the profile, then sign in with the code, or once with a backup code', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const { email } = await createAccount(page.request, origin, 'Careful Person')
  await signInAs(page, origin, email)
  const { setupKey, backupCodes } = await setUpTwoFactor(page)
  await page.context().clearCookies()

  // The password alone signs no one in: the code step follows.
  await enterPassword(page, email)
  await expectNoAxeViolations(page, 'two-factor sign-in step')
  await page.getByLabel('Authentication code').fill(await totpCodeFor(setupKey))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL('/dashboard/myProfile')
  await expect(
    page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('On', { exact: true }),
  ).toBeVisible()
  await page.context().clearCookies()

  // A backup code works once.
  const [backupCode = ''] = backupCodes
  for (const attempt of ['first', 'second']) {
    await enterPassword(page, email)
    await page.getByRole('link', { name: 'Use a backup code instead' }).click()
    await page.getByLabel('Backup code').fill(backupCode)
    await page.getByRole('button', { name: 'Verify' }).click()
    if (attempt === 'first') {
      await expect(page).toHaveURL('/dashboard/myProfile')
      await page.context().clearCookies()
    } else {
      await expect(
        page.getByText('That backup code is not right, or it has been used already.'),
      ).toBeVisible()
    }
  }
})

test('with two-factor on, a code of the app confirms deleting the account instead of the password', async ({
  page,
  baseURL,
}) => {
  const { email } = await createAccount(page.request, baseURL ?? '', 'Leaving Careful Person')
  await signInAs(page, baseURL ?? '', email)
  const { setupKey } = await setUpTwoFactor(page)
  const deletion = page.getByRole('form', { name: 'Delete my account' })
  await deletion.getByRole('button', { name: 'Use a code from your authenticator app instead' }).click()
  await deletion.getByLabel('Code from your authenticator app').fill(await totpCodeFor(setupKey))
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
})

test.describe('before the page scripts run', () => {
  test.use({ javaScriptEnabled: false })

  test('the code step is a plain form too', async ({ page, browser, baseURL }) => {
    const origin = baseURL ?? ''
    const { email } = await createAccount(page.request, origin, 'Scriptless Person')
    // Set up in a browser that runs scripts, then sign in from one that does not.
    const setup = await browser.newPage({ javaScriptEnabled: true })
    await signInAs(setup, origin, email)
    const { setupKey } = await setUpTwoFactor(setup)
    await setup.close()

    await enterPassword(page, email, false)
    await page.getByLabel('Authentication code').fill(await wrongCodeFor(setupKey))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('That code is not right.')).toBeVisible()
    await page.getByLabel('Authentication code').fill(await totpCodeFor(setupKey))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL('/dashboard/myProfile')
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  })
})
