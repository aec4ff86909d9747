import { MAILBOX_URL } from '../playwright.config.ts'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'

/** The sign-in page a guard sends a visitor to, remembering where they were going. */
const loginReturningTo = (from: string) => `/login?${new URLSearchParams({ from })}`

test.describe('login', () => {
  test('shows each validation and sign-in error of the original product', async ({ page }) => {
    await page.goto('/login')
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Password', { exact: true })
    const submit = page.getByRole('button', { name: 'Login', exact: true })

    await submit.click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()

    await email.fill('user@example.com')
    await password.fill('12345')
    await submit.click()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    await email.fill('nobody-here@example.com')
    await password.fill('whatever1')
    await submit.click()
    await expect(page.getByText('No account found with this email.')).toBeVisible()
    await expect(page.getByText('Email not found')).toBeVisible()

    await email.fill('user@example.com')
    await password.fill('wrong-password')
    await submit.click()
    await expect(page.getByText('Incorrect password.')).toBeVisible()
    await expect(page.getByText('Wrong password')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull()
  })

  test('after too many attempts on one account, says how long to wait instead of Login failed', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createAccount(request, baseURL ?? '')
    // ACCOUNT_SIGN_IN_LIMIT (5 by default) wrong passwords, as if from anywhere.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request.post('/api/auth/sign-in/email', {
        headers: { Origin: baseURL ?? '' },
        data: { email, password: 'wrong-password' },
      })
      expect(response.status()).toBe(401)
    }
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ seconds\.$/)
    await expect(page.getByText('Login failed')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull()
  })

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('secret123')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('a guarded page sends a visitor to login and back there after signing in; logout returns home', async ({
    page,
  }) => {
    await page.goto('/dashboard/myProfile')
    await expect(page).toHaveURL(loginReturningTo('/dashboard/myProfile'))
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )

    await page.getByLabel('Email').fill('user@example.com')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(page).toHaveURL('/dashboard/myProfile')
    await expect(page.getByRole('heading', { name: 'Lena Park' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/)

    const navbar = page.getByTestId('navbar')
    await expect(navbar.getByRole('link', { name: 'Lena Park, open your dashboard' })).toBeVisible()
    await navbar.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull()

    // The session is gone on the server too: the guarded page asks for a sign-in again.
    await page.goto('/dashboard')
    await expect(page).toHaveURL(loginReturningTo('/dashboard'))
  })

  test('the register link carries the origin, so registering also returns there', async ({ page }) => {
    await page.goto('/dashboard/myProfile')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(`/register?${new URLSearchParams({ from: '/dashboard/myProfile' })}`)
    // The URL changes as the navigation starts; the page's own Login link is there once it has rendered (until
    // then the last one is the navbar's, which carries no origin).
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await page.getByRole('link', { name: 'Login', exact: true }).last().click()
    await expect(page).toHaveURL(loginReturningTo('/dashboard/myProfile'))
  })
})

test.describe('register', () => {
  test('validates, refuses to submit before the photo is uploaded, then creates the account', async ({
    page,
  }) => {
    await page.goto('/register')
    const submit = page.getByRole('button', { name: 'Register' })
    await submit.click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password required')).toBeVisible()

    const email = `new-${Date.now()}@example.com`
    await page.getByLabel('Name').fill('Nora Quinn')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('12345')
    await submit.click()
    await expect(page.getByText('Password must be 6 characters or longer')).toBeVisible()

    await page.getByLabel('Password').fill('nora-secret')
    await submit.click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please upload a profile picture first.' }),
    ).toBeVisible()

    // A real PNG made in the browser, uploaded as soon as it is chosen.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas')
      canvas.width = 64
      canvas.height = 64
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      context.fillStyle = '#3366cc'
      context.fillRect(0, 0, 64, 64)
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
      if (!blob) throw new Error('no blob')
      return Array.from(new Uint8Array(await blob.arrayBuffer()))
    })
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png),
    })
    await expect(page.getByText('Picture uploaded.')).toBeVisible()
    await submit.click()
    await expect(page.getByText('Account created successfully!')).toBeVisible()
    await expect(page).toHaveURL('/')

    const avatar = page.getByTestId('navbar').getByRole('link', { name: 'Nora Quinn, open your dashboard' })
    await expect(avatar.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.webp$/)
    await avatar.click()
    await expect(page.getByRole('heading', { name: 'Nora Quinn' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
  })

  test('an e-mail that is already registered fails with the reason', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Name').fill('Copy Cat')
    await page.getByLabel('Email').fill('user@example.com')
    await page.getByLabel('Password').fill('copycat1')
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await expect(page.getByText('Picture uploaded.')).toBeVisible()
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText(/Registration failed: .*already exists/i)).toBeVisible()
  })
})

test('single sign-on through the OpenID Connect provider signs in and creates the user record', async ({
  page,
}) => {
  const email = `sso-${Date.now()}@example.com`
  await page.goto('/dashboard/myProfile')
  await expect(page).toHaveURL(loginReturningTo('/dashboard/myProfile'))
  await page.getByRole('button', { name: 'Login with Test SSO' }).click()
  await expect(page).toHaveTitle('Test identity provider')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Name').fill('Sso Person')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/dashboard/myProfile')
  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sso Person' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
})

test('Google sign-in says it is not available when the server has no Google keys', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByText('OR', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeDisabled()
  await expect(page.getByText('Google sign-in is not available on this server.')).toBeVisible()
})

test('password reset through the e-mailed single-use link', async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL ?? '', 'Forgetful Fay')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible()

  let link = ''
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(email)}`)
      ).json()) as {
        text: string
      }[]
      link = /https?:\/\/\S+/.exec(messages.at(-1)?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')

  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?token=/)
  await page.getByLabel('New password', { exact: true }).fill('brand-new-1')
  await page.getByLabel('Repeat the new password').fill('brand-new-1')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL('/login')

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Incorrect password.')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('brand-new-1')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Login successful')).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password\?error=/)
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
})

test('signing in as a demo account via the API and visiting the dashboard loads the profile', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL ?? '', 'agent@example.com')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Marcus Reed' })).toBeVisible()
  await expect(page.getByText('agent', { exact: true })).toBeVisible()
})
