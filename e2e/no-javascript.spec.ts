import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { bearerFor, createAccount, DEMO_PASSWORD, signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { agentWithListing, offerOnListing } from './support/listings.ts'
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
  await expect(page.getByRole('link', { name: 'Saved to your wishlist' })).toBeVisible()
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

test('a buyer withdraws a pending offer, asked first; an admin releases an accepted one with the reason its question asks for; each told on the page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Withdrawn Villa ${tag}`
  const { propertyId, agent } = await agentWithListing(request, base, {
    title,
    location: `21 Offer Lane ${tag}`,
    verified: true,
  })
  const { buyer } = await offerOnListing(request, base, propertyId)
  await signInAs(page, base, buyer.email)
  await page.goto('/dashboard/property-bought')
  await page.getByRole('button', { name: `Withdraw your offer on ${title}` }).click()
  const question = page.getByRole('alertdialog', { name: 'Withdraw this offer?' })
  await expect(question).toContainText('will no longer see your offer of $110,000')
  await question.getByRole('button', { name: 'Yes, withdraw it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your offer has been withdrawn.' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)

  // Another buyer's offer, accepted by the agent, is released by an admin with the reason both are told.
  const second = await offerOnListing(request, base, propertyId)
  const accepted = await request.patch(`/api/offers/accept/${second.offerId}`, {
    headers: await bearerFor(request, base, agent.email),
    data: { propertyId },
  })
  expect(accepted.status()).toBe(200)
  const adminContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false })
  const adminPage = await adminContext.newPage()
  await signInAs(adminPage, base, 'admin@example.com')
  await adminPage.goto('/dashboard/awaiting-payment')
  await adminPage
    .getByRole('button', { name: `Release the offer of ${second.buyer.name} on ${title}` })
    .click()
  const release = adminPage.getByRole('alertdialog', {
    name: `Release the offer of ${second.buyer.name} on ${title}?`,
  })
  await release.getByLabel(/^Reason/).fill('The buyer withdrew by phone.')
  await release.getByRole('button', { name: 'Yes' }).click()
  await expect(
    adminPage.getByRole('status').filter({ hasText: `The offer on ${title} has been released.` }),
  ).toBeVisible()
  await expect(adminPage.getByRole('row').filter({ hasText: second.buyer.email })).toHaveCount(0)
  await adminContext.close()
})

test('an agent confirms a requested viewing and its buyer cancels it with the reason its question asks for, each told on the page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Viewing House ${tag}`
  const { agent, agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title,
    location: `5 Viewing Way ${tag}`,
    verified: true,
  })
  const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:30' }))
  const hours = await agentApi.put('/api/viewings/availability', {
    headers: agentHeaders,
    data: { timeZone: 'UTC', weekly: week, blockedDates: [] },
  })
  expect(hours.status()).toBe(200)
  const buyer = await createAccount(request, base, `Vera Viewer ${tag}`)
  const buyerHeaders = await bearerFor(request, base, buyer.email)
  const slots = (await (
    await request.get(`/api/properties/${propertyId}/viewing-slots`, { headers: buyerHeaders })
  ).json()) as { slots: { start: string }[] }
  const booked = await request.post('/api/viewings', {
    headers: buyerHeaders,
    data: { propertyId, start: slots.slots[0]?.start },
  })
  expect(booked.status()).toBe(201)

  const agentContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false })
  const agentPage = await agentContext.newPage()
  await signInAs(agentPage, base, agent.email)
  await agentPage.goto('/dashboard/viewings')
  await agentPage.getByRole('button', { name: `Confirm the viewing of ${buyer.name} for ${title}` }).click()
  await expect(agentPage.getByRole('status').filter({ hasText: 'Viewing confirmed.' })).toBeVisible()
  await expect(
    agentPage.getByRole('row').filter({ hasText: buyer.email }).getByText('Confirmed'),
  ).toBeVisible()
  await agentContext.close()

  await signInAs(page, base, buyer.email)
  await page.goto('/dashboard/my-viewings')
  await page.getByRole('button', { name: `Cancel the viewing of ${title}` }).click()
  const question = page.getByRole('alertdialog', { name: `Cancel the viewing of ${title}?` })
  await question.getByLabel('Reason (the other party reads it)').fill('We found another home.')
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Viewing cancelled.' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Cancelled')).toBeVisible()
})

test('a buyer contacts the agent and replies in the conversation, each checked and told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Letter House ${tag}`
  const { propertyId } = await agentWithListing(request, base, {
    title,
    location: `11 Letter Lane ${tag}`,
    verified: true,
  })
  const buyer = await createAccount(request, base, `Ned Noscript ${tag}`)
  await signInAs(page, base, buyer.email)
  await page.goto(`/property-details/${propertyId}`)

  // The contract's checks, on the server, each beside its field; what was typed comes back.
  const contact = page.getByRole('region', { name: 'Contact agent' })
  await contact.getByLabel('Phone (optional)').fill('call me')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(contact.getByText('Message is required')).toBeVisible()
  await expect(contact.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true')
  await expect(
    contact.getByText('Phone must be a phone number (digits, spaces, +, -, parentheses)'),
  ).toBeVisible()
  await expect(contact.getByLabel('Phone (optional)')).toHaveValue('call me')

  // Every viewing time's input shows at once; one is filled, the others stay unused.
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  await contact.getByLabel('Message').fill(`Is the cellar dry? ${tag}`)
  await contact.getByLabel('Phone (optional)').fill('+1 555 010 2030')
  await contact.getByLabel('Viewing time 1').fill(`${day}T10:00`)
  await contact.getByRole('button', { name: 'Send message' }).click()
  const sent = page.getByRole('region', { name: 'Contact agent' }).getByRole('status')
  await expect(sent).toContainText('Your message was sent.')
  await sent.getByRole('link', { name: 'Open the conversation' }).click()

  const messages = page.getByRole('list', { name: 'Messages' })
  await expect(messages).toContainText(`Is the cellar dry? ${tag}`)
  await expect(messages).toContainText('Phone: +1 555 010 2030')
  await expect(messages).toContainText('Proposed viewing times:')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByText('Write a reply first')).toBeVisible()
  await page.getByLabel('Your reply').fill(`And the attic? ${tag}`)
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
  await expect(messages).toContainText(`And the attic? ${tag}`)

  // Back on the listing, the conversation goes on there.
  await page.goto(`/property-details/${propertyId}`)
  await expect(page.getByRole('region', { name: 'Contact agent' })).toContainText(
    'You are already in touch with',
  )
})

test('a buyer saves a search, switches its alerts off and deletes it, each told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const buyer = await createAccount(request, base, `Sal Noscript ${tag}`)
  await signInAs(page, base, buyer.email)
  await page.goto('/allProperties?listingType=rent&maxPrice=3000')
  // The button asks for the page with the name's form open; an emptied name is refused beside it.
  await page.getByRole('button', { name: 'Save this search' }).click()
  const name = page.getByLabel('Name of the search')
  await name.fill('')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('name is required')).toBeVisible()
  await expect(page.getByLabel('Name of the search')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Name of the search').fill(`Plain rentals ${tag}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Saved “Plain rentals ${tag}”` })).toBeVisible()

  await page.goto('/dashboard/saved-searches')
  const saved = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem')
  await expect(saved).toContainText(`Plain rentals ${tag}`)
  await saved.getByRole('checkbox', { name: `E-mail alerts for Plain rentals ${tag}` }).uncheck()
  await saved.getByRole('button', { name: `Save for Plain rentals ${tag}` }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Alerts off for “Plain rentals ${tag}”` }),
  ).toBeVisible()
  await expect(
    saved.getByRole('checkbox', { name: `E-mail alerts for Plain rentals ${tag}` }),
  ).not.toBeChecked()

  await saved.getByRole('button', { name: `Delete Plain rentals ${tag}` }).click()
  const question = page.getByRole('alertdialog', { name: 'Delete this saved search?' })
  await expect(question).toContainText(`“Plain rentals ${tag}” will be gone.`)
  await question.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved search deleted' })).toBeVisible()
  await expect(page.getByText('No saved searches yet.')).toBeVisible()
})

test('a renter applies to rent and its agent declines with a reason, each checked and told on the page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Rental Flat ${tag}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: `5 Lease Lane ${tag}`,
    verified: true,
    listingType: 'rent',
  })
  const renter = await createAccount(request, base, `Rory Noscript ${tag}`)
  await signInAs(page, base, renter.email)
  await page.goto(`/property-details/${propertyId}`)
  await page.getByRole('link', { name: 'Apply', exact: true }).click()
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText('Choose a move-in date')).toBeVisible()
  await expect(page.getByText('Message is required: introduce yourself to the agent')).toBeVisible()
  const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await page.getByLabel('Move-in date').fill(inAMonth)
  await page.getByLabel('Message to the agent').fill('A quiet teacher, no pets.')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page).toHaveURL('/dashboard/my-applications')
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Application sent! The agent will shortlist, accept or decline it.' }),
  ).toBeVisible()

  const agentContext = await browser.newContext({ baseURL: base, javaScriptEnabled: false })
  const agentPage = await agentContext.newPage()
  await signInAs(agentPage, base, agent.email)
  await agentPage.goto('/dashboard/applications')
  await agentPage.getByRole('button', { name: `Decline ${renter.name} for ${title}` }).click()
  await agentPage.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(agentPage.getByText('Please give a reason.')).toBeVisible()
  await agentPage.getByLabel('Reason (the renter reads it)').fill('The flat is promised to a colleague.')
  await agentPage.getByRole('button', { name: 'Decline', exact: true }).click()
  await expect(agentPage.getByRole('status').filter({ hasText: 'Application declined.' })).toBeVisible()
  const row = agentPage.getByRole('row').filter({ hasText: renter.name })
  await expect(row.getByText('Declined', { exact: true })).toBeVisible()
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
  // The status shown is a GET form: picked, then sent with Show. The navbar's display currency has a Show
  // button too: each is named for what it shows.
  const main = page.getByRole('main')
  await main.getByRole('combobox', { name: 'Show' }).selectOption('verified')
  await expect(page.getByRole('button', { name: 'Show prices in this currency', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Show the listings of this status', exact: true }).click()
  await expect(page).toHaveURL('/dashboard/manageProperties?status=verified')
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

test('an admin makes a person an agent and deletes another, each asked on the page and told at its top', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Ava Plainrole ${tag}`)
  const other = await createAccount(request, base, `Bo Plaindelete ${tag}`)
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/manageUser')
  // The search is a GET form: Enter sends it, and the page that comes back lists whom it finds.
  const search = page.getByRole('searchbox', { name: 'Search users by name or e-mail' })
  await search.fill(person.email)
  await search.press('Enter')
  await expect(page).toHaveURL(`/dashboard/manageUser?search=${encodeURIComponent(person.email)}`)
  await expect(page.getByRole('table', { name: `1 user matching ${person.email}` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: person.email })
  await row.getByRole('button', { name: 'Make Agent' }).click()
  const question = page.getByRole('alertdialog', { name: `Make ${person.name} an agent?` })
  await expect(question).toContainText('Agents list properties and decide on offers.')
  await question.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Made agent' })).toBeVisible()
  await expect(row.getByRole('cell').nth(3)).toHaveText('agent')

  await page.goto(`/dashboard/manageUser?search=${encodeURIComponent(other.email)}`)
  await page.getByRole('button', { name: `Delete ${other.name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'User deleted' })).toBeVisible()
  await expect(page.getByText(`No users match "${other.email}".`)).toBeVisible()
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

test('an agent withdraws a listing, asked first, and an admin advertises another, each told on the page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Withdrawn House ${tag}`
  const { agent } = await agentWithListing(request, base, {
    title,
    location: `21 Withdrawal Way ${tag}`,
    verified: true,
  })
  await signInAs(page, base, agent.email)
  await page.goto('/dashboard/myAddProperties')
  await page.getByRole('button', { name: `Withdraw ${title}` }).click()
  const question = page.getByRole('alertdialog', { name: `Withdraw ${title}?` })
  await expect(question).toContainText('It leaves every public list')
  await question.getByRole('button', { name: 'Yes, withdraw it' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The listing is withdrawn.' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Submit ${title} for review` })).toBeVisible()

  const advertised = `Plain Advertised House ${tag}`
  await agentWithListing(request, base, {
    title: advertised,
    location: `23 Banner Road ${tag}`,
    verified: true,
  })
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/advertise-property')
  await page.getByRole('button', { name: `Advertise ${advertised}` }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Property advertised successfully!' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: `Withdraw the advertisement of ${advertised}` }),
  ).toBeVisible()
})

test('an agent exports their listings and a person their data, as downloads the page stays on; a refused one is told', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const title = `Plain Exported House ${tag}`
  const { agent } = await agentWithListing(request, base, {
    title,
    location: `25 Export Lane ${tag}`,
    verified: true,
  })
  await signInAs(page, base, agent.email)
  await page.goto('/dashboard/myAddProperties')
  const csv = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await csv
  expect(file.suggestedFilename()).toBe('keyhaven-listings.csv')
  expect(await readFile(await file.path(), 'utf8')).toContain(title)
  await expect(page).toHaveURL('/dashboard/myAddProperties')

  await page.goto('/dashboard/myProfile')
  const json = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export my data' }).click()
  const data = await json
  expect(data.suggestedFilename()).toBe('keyhaven-export.json')
  const exported = JSON.parse(await readFile(await data.path(), 'utf8')) as { profile: { email: string } }
  expect(exported.profile.email).toBe(agent.email)

  // Someone who is no agent has no listings to export: the API refuses, and the page they land on says so.
  const buyer = await createAccount(request, base, `Ezra Export ${tag}`)
  await signInAs(page, base, buyer.email)
  await page.goto('/dashboard/myAddProperties/export')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your listings could not be exported.' }),
  ).toBeVisible()
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

test('a person makes their calendar feed, shown once, and a new address, asked first', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { email } = await createAccount(request, base, `Cal Plain ${tag}`)
  await signInAs(page, base, email)
  await page.goto('/dashboard/myProfile')
  const section = page.getByRole('region', { name: 'Calendar feed' })
  await section.getByRole('button', { name: 'Make my calendar feed' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your calendar feed has a new address.' }),
  ).toBeVisible()
  const address = section.getByLabel('Calendar feed address')
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  const first = await address.inputValue()

  await section.getByRole('button', { name: 'Get a new address' }).click()
  const question = page.getByRole('alertdialog', { name: 'Get a new calendar feed address?' })
  await expect(question).toContainText('The current address stops working at once')
  await question.getByRole('button', { name: 'Get a new address' }).click()
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(address).not.toHaveValue(first)
  expect((await request.get(new URL(first).pathname)).status()).toBe(404)
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
