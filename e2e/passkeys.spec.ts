import { test as base, expect, type Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { untilInteractive } from './support/interactive.ts'

// Passkeys, added in the profile and used to sign in, with Chromium's virtual authenticator standing
// in for a phone or a laptop's fingerprint reader.

// Browsers refuse passkeys at an IP address: the server, at http://127.0.0.1:PORT, offers them at its
// `localhost` twin (config.passkeyOrigin), where these tests open it.
const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    const url = new URL(baseURL ?? '')
    url.hostname = 'localhost'
    await use(url.origin)
  },
})

/** A platform authenticator that holds discoverable credentials and verifies its user (a fingerprint, say). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
}

async function signInWithPasskey(page: Page, from: string) {
  await page.goto(`/login?${new URLSearchParams({ from })}`)
  await untilInteractive(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
}

test('passkeys: add one in the profile, sign in with it, delete it, then it signs no one in', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const { email } = await createAccount(page.request, origin, 'Passkey Person')
  await signInAs(page, origin, email)
  await addVirtualAuthenticator(page)

  await page.goto('/dashboard/myProfile')
  await untilInteractive(page)
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible()
  await expectNoAxeViolations(page, 'profile without passkeys')
  await passkeys.getByLabel('Name of the new passkey (optional)').fill('My laptop')
  // A session alone adds no passkey: the password first, then the device's own dialog.
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByText('enter your password to add a passkey')).toBeVisible()
  await passkeys.getByLabel('Your password').fill(DEMO_PASSWORD)
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  const list = passkeys.getByRole('list', { name: 'Your passkeys' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByText('My laptop')).toBeVisible()
  await expect(list.getByText(/^Added /)).toBeVisible()
  await expect(passkeys.getByLabel('Name of the new passkey (optional)')).toHaveValue('')
  await expectNoAxeViolations(page, 'profile with a passkey')

  // Signed out, the passkey signs in and the person lands where they were going.
  await page.context().clearCookies()
  await signInWithPasskey(page, '/dashboard/wishlist')
  await expect(page).toHaveURL('/dashboard/wishlist')
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible()

  // Deleted (after a confirmation), it stays on the device but signs no one in.
  await page.goto('/dashboard/myProfile')
  await untilInteractive(page)
  await passkeys.getByRole('button', { name: 'Delete passkey My laptop' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Delete the passkey "My laptop"?')).toBeVisible()
  await expectNoAxeViolations(page, 'passkey deletion dialog')
  await dialog.getByRole('button', { name: 'Delete passkey' }).click()
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible()

  await page.context().clearCookies()
  await signInWithPasskey(page, '/dashboard/wishlist')
  await expect(
    page.getByText(
      'This passkey is not on any Keyhaven account (it may have been deleted). Sign in with your password.',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await expectNoAxeViolations(page, 'login page after a failed passkey sign-in')
})

test.describe('without the page scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the login page offers the password form only', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0)
  })
})
