import { randomUUID } from 'node:crypto'
import { expect, request as playwrightRequest } from '@playwright/test'
import { bearerFor, createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pageAs, test, untilInteractive } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('a renter applies from the details page; the agent accepts it while the other application is declined; the rental is let', async ({
  browser,
  request,
  baseURL,
}) => {
  // Three people's browsers and sessions: about 20 s alone, longer beside another worker.
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Linden Flat ${tag}`
  const { agent, propertyId } = await agentWithListing(request, base, {
    title,
    location: `${tag} Linden Street`,
    verified: true,
    listingType: 'rent',
  })

  // A rival renter applies through the API first.
  const rival = await createAccount(request, base, `Remy Rival ${tag}`)
  const rivalApi = await playwrightRequest.newContext({ baseURL: base })
  const rivalHeaders = await bearerFor(rivalApi, base, rival.email)
  const rivalApplied = await rivalApi.post(`/api/properties/${propertyId}/applications`, {
    headers: rivalHeaders,
    data: { moveInDate: inDays(20), leaseMonths: 6, occupants: 1, message: 'Quiet and tidy.' },
  })
  expect(rivalApplied.status()).toBe(201)

  // The renter applies in the browser: Apply on the rental's details, then the form.
  const renter = await createAccount(request, base, `Ren Renter ${tag}`)
  const renterPage = await pageAs(browser, base, renter.email)
  await renterPage.goto(`/property-details/${propertyId}`)
  await untilInteractive(renterPage)
  await renterPage.getByRole('link', { name: 'Apply', exact: true }).click()
  await expect(renterPage.getByRole('heading', { name: 'Apply to Rent' })).toBeVisible()
  await expectNoAxeViolations(renterPage, 'Apply to Rent')
  await renterPage.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(renterPage.getByText('Message is required: introduce yourself to the agent')).toBeVisible()
  await renterPage.getByLabel('Move-in date').fill(inDays(30))
  await renterPage.getByLabel('Lease length (months)').fill('12')
  await renterPage.getByLabel('Occupants').fill('2')
  await renterPage.getByLabel('Monthly income (optional)').fill('6000')
  await renterPage.getByLabel('Message to the agent').fill('We are two teachers, no pets.')
  await renterPage.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(renterPage.getByRole('heading', { name: 'My Applications' })).toBeVisible()
  const mine = renterPage.getByRole('listitem').filter({ hasText: title })
  await expect(mine.getByText('Submitted', { exact: true })).toBeVisible()
  await expectNoAxeViolations(renterPage, 'My Applications')

  // The agent shortlists the renter, then accepts: the rival's application is declined in the same step.
  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/applications')
  await expect(agentPage.getByRole('heading', { name: 'Applications' })).toBeVisible()
  await expectNoAxeViolations(agentPage, 'Applications')
  await agentPage.getByRole('button', { name: `Shortlist Ren Renter ${tag} for ${title}` }).click()
  const renterRow = agentPage.getByRole('row').filter({ hasText: `Ren Renter ${tag}` })
  await expect(renterRow.getByText('Shortlisted', { exact: true })).toBeVisible()
  await agentPage.getByRole('button', { name: `Accept Ren Renter ${tag} for ${title}` }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('every other open application for it declined')
  await agentPage.getByRole('button', { name: 'Yes, accept it' }).click()
  await expect(renterRow.getByText('Accepted', { exact: true })).toBeVisible()
  const rivalRow = agentPage.getByRole('row').filter({ hasText: `Remy Rival ${tag}` })
  await expect(rivalRow.getByText('Declined', { exact: true })).toBeVisible()
  await expect(rivalRow.getByRole('button')).toHaveCount(0)

  // The renter sees it accepted; the rental is let by direct link and gone from Rent Properties.
  await renterPage.reload()
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(mine.getByRole('button', { name: `Withdraw the application for ${title}` })).toHaveCount(0)
  const rivalPage = await pageAs(browser, base, rival.email)
  await rivalPage.goto(`/property-details/${propertyId}`)
  await expect(rivalPage.getByText('Let', { exact: true }).first()).toBeVisible()
  await expect(rivalPage.getByText('This home is let and takes no more applications.')).toBeVisible()
  await expect(rivalPage.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0)
  await rivalPage.goto('/dashboard/my-applications')
  await expect(
    rivalPage.getByRole('listitem').filter({ hasText: title }).getByText('Declined', { exact: true }),
  ).toBeVisible()
  await rivalPage.goto(`/allProperties?search=${encodeURIComponent(`${tag} Linden Street`)}`)
  await expect(rivalPage.getByText(`No properties found in "${tag} Linden Street".`)).toBeVisible()
})
