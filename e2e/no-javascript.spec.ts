import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { agentWithListing } from './support/listings.ts'
import { totpCodeFor, wrongCodeFor } from './support/totp.ts'

// The forms moved onto the one way to submit (apps/web/src/lib/forms) with scripts off: each posts to its
// route's action and the page comes back with the result and the product's message.

test.use({ javaScriptEnabled: false })

const tag = randomUUID().slice(0, 6)

test('a buyer signs in, adds a home to the wishlist, removes it again, reviews it and makes an offer, which its agent accepts, each told on the page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Form Villa ${tag}`
  const { propertyId, agent } = await agentWithListing(request, base, {
    title,
    location: `7 Form Street ${tag}`,
    verified: true,
  })
  const buyer = await createAccount(request, base, `Nora Noscript ${tag}`)

  // Signing in from the listing's page brings the buyer back to it.
  await page.goto(`/login?${new URLSearchParams({ from: `/property-details/${propertyId}` })}`)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  // The contract's checks, on the server, each beside its field.
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email').fill(buyer.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`/property-details/${propertyId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Property added to wishlist.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()

  await page.getByRole('button', { name: `Remove ${title} from your wishlist` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Property removed from wishlist' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible()

  // The wishlist page's Remove asks first: without scripts its question is part of the page that comes back.
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await page.goto('/dashboard/wishlist')
  await page.getByRole('button', { name: `Remove ${title} from the wishlist` }).click()
  const question = page.getByRole('alertdialog', { name: 'Remove from your wishlist?' })
  await expect(question).toContainText(`${title} leaves your wishlist.`)
  await question.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await page.getByRole('button', { name: `Remove ${title} from the wishlist` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Property removed from wishlist' })).toBeVisible()
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  await page.goto(`/property-details/${propertyId}`)

  // The review dialog is a page of its own without scripts; the contract's rule checks the text on the server.
  await page.getByRole('button', { name: 'Add a Review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a Review' })
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Review text is required')
  await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox').fill(`Bright rooms ${tag}, and a quiet street.`)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Review submitted.' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByText(`Bright rooms ${tag}, and a quiet street.`),
  ).toBeVisible()

  // An offer: the amount outside the range is refused with the product's words, on the server; a fitting one is
  // read back on the page that comes back, and sent with the second submit.
  await page.goto(`/dashboard/make-offer/${propertyId}`)
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await page.getByLabel('Offer amount').fill('99000')
  await page.getByLabel('Buying date').fill(inAMonth)
  await page.getByRole('button', { name: 'Offer', exact: true }).click()
  await expect(page.getByText('Offer must be between $100,000 and $120,000')).toBeVisible()
  await expect(page.getByLabel('Offer amount')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Buying date')).toHaveValue(inAMonth)
  await page.getByLabel('Offer amount').fill('110000.50')
  await page.getByRole('button', { name: 'Offer', exact: true }).click()
  const readBack = page.getByRole('alertdialog', { name: `Offer $110,000.50 for ${title}?` })
  await expect(readBack).toContainText('you pay for it by card from My Offers')
  await readBack.getByRole('button', { name: 'Yes, send the offer' }).click()
  await expect(page).toHaveURL('/dashboard/property-bought')
  await expect(
    page.getByRole('status').filter({ hasText: 'Offer sent! The agent will accept or reject it.' }),
  ).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('pending')).toBeVisible()

  // The agent accepts it in Offers Received, asked first, and is told on the page.
  const agentContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false })
  const agentPage = await agentContext.newPage()
  await signInAs(agentPage, base, agent.email)
  await agentPage.goto('/dashboard/requestedProperties')
  await agentPage.getByRole('button', { name: `Accept the offer of ${buyer.name} on ${title}` }).click()
  const acceptQuestion = agentPage.getByRole('alertdialog', { name: 'Accept this offer?' })
  await expect(acceptQuestion).toContainText('rejects every other pending offer')
  await acceptQuestion.getByRole('button', { name: 'Yes, accept it' }).click()
  await expect(agentPage.getByRole('status').filter({ hasText: 'Offer has been accepted' })).toBeVisible()
  await expect(
    agentPage.getByRole('row').filter({ hasText: buyer.email }).getByText('accepted'),
  ).toBeVisible()
  await agentContext.close()
})

test('an admin verifies a pending listing, asked the product’s question first, and is told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Review House ${tag}`
  await agentWithListing(request, base, { title, location: `9 Review Road ${tag}`, verified: false })
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/manageProperties')
  await page.getByRole('button', { name: `Verify ${title}` }).click()
  const question = page.getByRole('alertdialog', { name: 'Are you sure to mark this as verified?' })
  await expect(question).toContainText('the listing goes public')
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Property status updated.' })).toBeVisible()
  await page.goto('/dashboard/manageProperties?status=verified')
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('verified')).toBeVisible()
})

test('the newsletter says a field’s problem and then thanks, as plain form posts', async ({ page }) => {
  await page.goto('/')
  const email = page.getByLabel('Get new listings and market tips by e-mail.')
  await email.fill('not-an-email')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL('/newsletter')
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address')

  await page.getByLabel('Get new listings and market tips by e-mail.').fill(`plain-${tag}@example.com`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText('Thanks for subscribing!')
})

test('a person saves their own details and e-mail choices, then deletes their account asked first, each told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { email } = await createAccount(request, base, `Pia Plain ${tag}`)
  await signInAs(page, base, email)
  await page.goto('/dashboard/myProfile')
  const details = page.getByRole('region', { name: 'Your own details' })
  const name = details.getByRole('textbox', { name: 'Name' })

  // The contract's check, on the server, beside its field.
  await name.fill(' ')
  await details.getByRole('button', { name: 'Save name and photo' }).click()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(details.getByText('Name is required')).toBeVisible()
  // The name and the picture go with the form; the action uploads the picture.
  const renamed = `Pia Renamed ${tag}`
  await name.fill(renamed)
  await details.getByLabel('New profile picture').setInputFiles(await pngFile('me.png', '#2a9d8f'))
  await details.getByRole('button', { name: 'Save name and photo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: renamed }).first()).toHaveAttribute('src', /^\/uploads\//)

  // The e-mail choices come with the page, and come back as saved.
  const rejected = page.getByRole('checkbox', { name: 'My offer is rejected' })
  const wasChecked = await rejected.isChecked()
  await rejected.setChecked(!wasChecked)
  await page.getByRole('button', { name: 'Save e-mail choices' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail choices are saved.' })).toBeVisible()
  await page.goto('/dashboard/myProfile')
  await expect(page.getByRole('checkbox', { name: 'My offer is rejected' })).toBeChecked({
    checked: !wasChecked,
  })

  // Deleting the account asks first: the question is part of the page that comes back.
  const deletion = page.getByRole('form', { name: 'Delete my account' })
  await deletion.getByLabel('Your password').fill(DEMO_PASSWORD)
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expect(question).toContainText('This cannot be undone.')
  await question.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible()
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { Origin: base },
    data: { email, password: DEMO_PASSWORD },
  })
  expect(signIn.status()).toBe(401)
})

test('a person sets up two-factor on its page, then turns it off on the profile asked first, as plain form posts', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { email } = await createAccount(request, base, `Otto Plain ${tag}`)
  await signInAs(page, base, email)

  // Each step posts to the page's action; the key and the backup codes come back with its answers.
  await page.goto('/two-factor-setup')
  await page.getByLabel('Your password').fill('not-my-password')
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('That is not your password.')).toBeVisible()
  await page.getByLabel('Your password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const setupKey = (await page.locator('code').textContent()) ?? ''
  await page.getByLabel('Code from your app').fill(await wrongCodeFor(setupKey))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByText('That code is not right. Enter the code your app shows now.')).toBeVisible()
  await page.getByLabel('Code from your app').fill(await totpCodeFor(setupKey))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on.' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('link', { name: 'I have saved my codes' }).click()
  await expect(page).toHaveURL('/')

  await page.goto('/dashboard/myProfile')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByLabel('Your password').fill(DEMO_PASSWORD)
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  const question = page.getByRole('alertdialog', { name: 'Turn off two-factor sign-in?' })
  await expect(question).toContainText('Your password alone will sign you in again.')
  await question.getByRole('button', { name: 'Turn it off' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible()
  // Without scripts, setting it up again is the setup page's.
  await expect(section.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
    'href',
    '/two-factor-setup?from=%2Fdashboard%2FmyProfile',
  )
})
