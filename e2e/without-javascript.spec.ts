import { randomUUID } from 'node:crypto'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { bearerFor, createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { agentWithListing } from './support/listings.ts'

// Every page is rendered on the server with its data, the signed-in ones from the session cookie, and the
// sign-in screens' forms work as plain forms: a browser that runs no script (or has not run it yet) sees and
// does what a hydrated page does.

test.use({ javaScriptEnabled: false })

const tag = randomUUID().slice(0, 6)

test('a buyer signs in by a plain form post and finds their wishlist, the listing and All Properties rendered', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Quiet Cottage ${tag}`
  const { propertyId } = await agentWithListing(request, base, {
    title,
    location: `1 Lane ${tag}`,
    verified: true,
  })
  const buyer = await createAccount(request, base, `Nell Noscript ${tag}`)
  const buyerApi = await playwrightRequest.newContext({ baseURL: base })
  const saved = await buyerApi.post('/api/wishlist', {
    headers: await bearerFor(buyerApi, base, buyer.email),
    data: { propertyId },
  })
  expect(saved.status()).toBe(201)

  // A guarded page sends the visitor to sign in, remembering where they were going.
  await page.goto('/dashboard/wishlist')
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ from: '/dashboard/wishlist' })}`)

  // A wrong password: the screen's own message, the e-mail kept.
  await page.getByLabel('Email').fill(buyer.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Incorrect password.')
  await expect(page.getByLabel('Email')).toHaveValue(buyer.email)

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/dashboard/wishlist')
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible()
  await expect(page.getByText(title)).toBeVisible()

  await page.goto(`/property-details/${propertyId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('$100,000 - $120,000').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible()

  await page.goto(`/allProperties?${new URLSearchParams({ search: title })}`)
  await expect(page.getByRole('link', { name: `Details of ${title}` })).toBeVisible()
})

test("a buyer invites a partner to their wishlist by a plain form post, the field's problem shown beside it", async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const buyer = await createAccount(request, base, `Nia Noscript ${tag}`)
  await signInAs(page, base, buyer.email)
  await page.goto('/dashboard/wishlist')
  const partnerEmail = page.getByLabel("Your partner's e-mail")
  await partnerEmail.fill(buyer.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByLabel("Your partner's e-mail")).toHaveAccessibleDescription(
    'You cannot invite yourself',
  )
  await expect(page.getByLabel("Your partner's e-mail")).toHaveValue(buyer.email)

  const partner = `partner-${tag}@example.com`
  await page.getByLabel("Your partner's e-mail").fill(partner)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${partner}: waiting for an answer.`)).toBeVisible()
})

test('signed-in pages answer over HTTP with their content, an unknown listing with 404', async ({
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { Origin: base },
    data: { email: 'agent@example.com', password: DEMO_PASSWORD },
  })
  expect(signIn.ok()).toBe(true)
  const agentApi = await playwrightRequest.newContext({ baseURL: base })
  const headers = await bearerFor(agentApi, base, 'agent@example.com')
  const listings = (await (await agentApi.get('/api/properties/verified?limit=3', { headers })).json()) as {
    title: string
  }[]
  expect(listings).toHaveLength(3)
  const allProperties = await request.get('/allProperties')
  expect(allProperties.status()).toBe(200)
  const html = await allProperties.text()
  for (const listing of listings) expect(html).toContain(`Details of ${listing.title}`)
  // A screen's words are among its page's messages too: what is checked is the state rendered.
  expect(html).not.toMatch(/<span>Loading properties/)

  const profile = await (await request.get('/dashboard')).text()
  expect(profile).toContain('Marcus Reed')
  // The dashboard's screens come with their data, not with a loading state.
  const myListings = await (await request.get('/dashboard/myAddProperties')).text()
  expect(myListings).toContain('Riverside Apartment')
  expect(myListings).not.toMatch(/<span>Loading your properties/)
  const admin = await playwrightRequest.newContext({ baseURL: base })
  const adminSignIn = await admin.post('/api/auth/sign-in/email', {
    headers: { Origin: base },
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  })
  expect(adminSignIn.ok()).toBe(true)
  const users = await (await admin.get('/dashboard/manageUser?search=user%40example')).text()
  expect(users).toContain('user@example.com')
  expect(users).not.toMatch(/<span>Loading users/)

  const unknown = await request.get('/property-details/00000000-0000-4000-8000-000000000000')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Property not found')

  // An agent's page is the agent's; an admin's page sends them home, as the spec's guards do.
  const adminPage = await request.get('/dashboard/manageUser', { maxRedirects: 0 })
  expect(adminPage.status()).toBe(302)
  expect(adminPage.headers().location).toBe('/')
})

test('a visitor registers by a plain form post with their picture and lands signed in where they were going', async ({
  page,
}) => {
  const email = `norah-${tag}@example.com`
  await page.goto(`/register?${new URLSearchParams({ from: '/dashboard/myProfile' })}`)
  const register = page.getByRole('button', { name: 'Register' })

  // Without a picture: the spec's message, what was typed kept (the password excepted).
  await page.getByLabel('Name').fill(`Norah Noscript ${tag}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('norah-secret')
  await register.click()
  await expect(page.getByRole('alert')).toHaveText('Please upload a profile picture first.')
  await expect(page.getByLabel('Name')).toHaveValue(`Norah Noscript ${tag}`)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill('norah-secret')
  await page.getByLabel('Profile picture').setInputFiles(await pngFile('me.png'))
  await register.click()
  await expect(page).toHaveURL('/dashboard/myProfile')
  // Signed in, with the picture they sent.
  const avatar = page.getByRole('link', { name: `Norah Noscript ${tag}, open your dashboard` })
  await expect(avatar.getByRole('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.webp$/)
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible()

  // The same e-mail again: the reason, the name and e-mail kept.
  await page.context().clearCookies()
  await page.goto('/register')
  await page.getByLabel('Name').fill('Copy Cat')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('copycat1')
  await page.getByLabel('Profile picture').setInputFiles(await pngFile('me.png'))
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Registration failed: .*already exists/i)
  await expect(page.getByLabel('Email')).toHaveValue(email)
})

test("the sign-in page shows the server's social sign-ins as it arrives", async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Login with Test SSO' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with Google' })).toBeDisabled()
  await expect(page.getByText('Google sign-in is not available on this server.')).toBeVisible()
})

test('forgot password works as a plain form', async ({ page, request, baseURL }) => {
  const { email } = await createAccount(request, baseURL ?? '', `Fay Noscript ${tag}`)
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`)
})

test('the newsletter form signs up as a plain form post', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Get new listings and market tips by e-mail.').fill(`news-${tag}@example.com`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL('/newsletter')
  await expect(page.getByRole('status')).toHaveText('Thanks for subscribing!')
})

test("All Properties' filters submit as a GET form into the URL the hydrated page keeps", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? ''
  await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: base },
    data: { email: 'user@example.com', password: DEMO_PASSWORD },
  })
  await page.goto('/allProperties')
  await page.getByLabel('Category').selectOption('Villa')
  await page.getByLabel('Sort by price').selectOption('asc')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/\/allProperties\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('category')).toBe('Villa')
  expect(url.searchParams.get('sort')).toBe('asc')
  const buyerApi = await playwrightRequest.newContext({ baseURL: base })
  const headers = await bearerFor(buyerApi, base, 'user@example.com')
  const villas = (await (
    await buyerApi.get('/api/properties/verified?category=Villa&sort=asc&limit=12', { headers })
  ).json()) as { title: string }[]
  expect(villas.length).toBeGreaterThan(0)
  for (const villa of villas)
    await expect(page.getByRole('link', { name: `Details of ${villa.title}` })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens, leads to Rent Properties, and closes by its button and Escape', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Rent Properties' }).click()
    await expect(page).toHaveURL('/rentProperties')
    await expect(page.getByRole('heading', { name: 'Properties For Rent' })).toBeVisible()
  })
})
