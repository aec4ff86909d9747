import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { agentWithListing } from './support/listings.ts'

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

test('an admin rejects a pending listing with the reason its question asks for, told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Rejected House ${tag}`
  await agentWithListing(request, base, { title, location: `13 Refusal Road ${tag}`, verified: false })
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/manageProperties')
  await page.getByRole('button', { name: `Reject ${title}` }).click()
  const question = page.getByRole('alertdialog', { name: 'Are you sure to mark this as rejected?' })
  await expect(question).toContainText('Reject: final.')
  await question.getByLabel('Reason (the agent will see it)').fill('The photos show another building.')
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Property status updated.' })).toBeVisible()
  await page.goto('/dashboard/manageProperties?status=rejected')
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByText('rejected', { exact: true }),
  ).toBeVisible()
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

test('an agent schedules an open house and cancels it, asked first, each told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { agent, propertyId } = await agentWithListing(request, base, {
    title: `Plain Open House ${tag}`,
    location: `11 Open Street ${tag}`,
    verified: true,
  })
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  await signInAs(page, base, agent.email)
  await page.goto(`/property-details/${propertyId}`)
  const section = page.getByRole('region', { name: 'Open houses' })
  await expect(section.getByText('No open house is scheduled.')).toBeVisible()
  // The server's check, beside its field.
  await section.getByLabel('Open house day').fill(day)
  await section.getByLabel('From').fill('14:00')
  await section.getByLabel('To').fill('11:00')
  await section.getByRole('button', { name: 'Schedule open house' }).click()
  await expect(section.getByText('The end must be after the start')).toBeVisible()
  await expect(section.getByLabel('To')).toHaveAttribute('aria-invalid', 'true')
  // Without scripts the agent's viewing hours' zone stands for the browser's: none set, UTC.
  await section.getByLabel('To').fill('16:00')
  await section.getByRole('button', { name: 'Schedule open house' }).click()
  await expect(section.getByRole('status').filter({ hasText: 'The open house was scheduled.' })).toBeVisible()
  const scheduled = section.getByRole('list', { name: 'Open houses' }).getByRole('listitem')
  await expect(scheduled).toHaveCount(1)
  await expect(scheduled).toContainText(/2:00\s*–\s*4:00\s*PM/)

  await scheduled.getByRole('button', { name: 'Cancel open house' }).click()
  const question = page.getByRole('alertdialog', { name: 'Cancel this open house?' })
  await expect(question).toContainText('will no longer show on the listing')
  await question.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(section.getByRole('status').filter({ hasText: 'The open house was cancelled.' })).toBeVisible()
  await expect(section.getByText('No open house is scheduled.')).toBeVisible()
})

test('an admin issues a feed key, shown once, and revokes it, asked first', async ({ page, baseURL }) => {
  const base = baseURL ?? ''
  const name = `Plain Portal ${tag}`
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/feed-keys')
  await page.getByRole('button', { name: 'Issue key' }).click()
  await expect(page.getByLabel('Portal name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('name is required')).toBeVisible()
  await page.getByLabel('Portal name').fill(name)
  await page.getByRole('button', { name: 'Issue key' }).click()
  await expect(page.getByText(`Feed key for “${name}” issued.`)).toBeVisible()
  await expect(page.getByLabel('Feed key', { exact: true })).toHaveValue(/^khfeed_[\w-]{43}$/)

  const row = page.getByRole('row').filter({ hasText: name })
  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  const question = page.getByRole('alertdialog', { name: `Revoke the feed key “${name}”?` })
  await expect(question).toContainText('can no longer read the feed')
  await question.getByRole('button', { name: 'Yes, revoke it' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Feed key “${name}” revoked.` })).toBeVisible()
  await expect(row.getByText(/^Revoked/)).toBeVisible()
})

test('an agent adds a listing with a photo and updates it, each problem beside its field, told on the page it leads to', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { agent } = await agentWithListing(request, base, {
    title: `Plain Lister's First ${tag}`,
    location: `1 Lister Lane ${tag}`,
    verified: false,
  })
  const title = `Plain Form Cottage ${tag}`
  await signInAs(page, base, agent.email)
  await page.goto('/dashboard/addProperty')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Price range').fill('cheap')
  await page.getByLabel('Bedrooms').fill('500')
  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile())
  await page.getByRole('button', { name: 'Add Property' }).click()
  // The contract's checks, on the server, each beside its field in the form's words; what was typed stays, and
  // the photo posted with the form is uploaded and kept.
  await expect(page.getByText('Location is required')).toBeVisible()
  await expect(page.getByText('Price range must look like $5000 - $7000')).toBeVisible()
  await expect(page.getByText('Bedrooms must be at most 100')).toBeVisible()
  await expect(page.getByLabel('Bedrooms')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', /^\/uploads\//)

  await page.getByLabel('Location', { exact: true }).fill(`3 Plain Street ${tag}`)
  await page.getByLabel('Price range').fill('$200000 - $220000')
  await page.getByLabel('Bedrooms').fill('3')
  await page.getByRole('button', { name: 'Add Property' }).click()
  await expect(page).toHaveURL('/dashboard/myAddProperties')
  await expect(
    page.getByRole('status').filter({ hasText: 'Your property has been successfully added.' }),
  ).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible()
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.webp$/)

  // Its photo and its fields come with the update form, and go with it again.
  await card.getByRole('link', { name: `Update ${title}` }).click()
  await expect(page.getByLabel('Bedrooms')).toHaveValue('3')
  await page.getByLabel('Title', { exact: true }).fill(`${title} renamed`)
  await page.getByRole('button', { name: 'Update Property' }).click()
  await expect(page).toHaveURL('/dashboard/myAddProperties')
  await expect(page.getByRole('status').filter({ hasText: 'Your property has been updated.' })).toBeVisible()
  const renamed = page.getByRole('listitem').filter({ hasText: `${title} renamed` })
  await expect(renamed.getByRole('img', { name: `${title} renamed` })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]+\.webp$/,
  )
})
