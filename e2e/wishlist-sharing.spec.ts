import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { MAILBOX_URL } from '../playwright.config.ts'
import { createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, pageAs, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Searching with a partner, in two people's browsers: the owner invites by e-mail, the partner accepts from the
// mailed link, both add a home and leave a note, the owner revokes, and the partner's view is gone.
test.describe.configure({ timeout: 120_000 })

async function addToOwnWishlist(page: Page, propertyId: string) {
  await page.goto(`/property-details/${propertyId}`)
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await expect(page.getByText('Property added to wishlist.')).toBeVisible()
}

test('invite, accept by the mailed link, both add a home and a note, revoke: the partner no longer sees it', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const owner = await createAccount(request, base, `Olive Owner ${tag}`)
  const partner = await createAccount(request, base, `Pat Partner ${tag}`)
  const ownersPick = `Owner Pick ${tag}`
  const partnersPick = `Partner Pick ${tag}`
  const first = await agentWithListing(request, base, {
    title: ownersPick,
    location: '1 Pick Lane',
    verified: true,
  })
  const second = await agentWithListing(request, base, {
    title: partnersPick,
    location: '2 Pick Lane',
    verified: true,
  })

  const ownerPage = await pageAs(browser, base, owner.email)
  await addToOwnWishlist(ownerPage, first.propertyId)
  await ownerPage.goto('/dashboard/wishlist')
  const partnerEmail = ownerPage.getByLabel("Your partner's e-mail")
  await partnerEmail.fill(owner.email)
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click()
  await expect(partnerEmail).toHaveAccessibleDescription('You cannot invite yourself')
  await partnerEmail.fill(partner.email)
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click()
  await expect(
    ownerPage.getByText(`Invitation sent to ${partner.email}: waiting for an answer.`),
  ).toBeVisible()

  // A new account's address is not verified: the invitation reaches it by the link in the mail.
  let link = ''
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${encodeURIComponent(partner.email)}`)
      ).json()) as { subject?: string; text: string }[]
      const invitation = messages.find((message) => message.subject === 'You are invited to share a wishlist')
      link = /https?:\/\/\S+/.exec(invitation?.text ?? '')?.[0] ?? ''
      return link
    })
    .toContain('/dashboard/wishlist?invitation=')
  const partnerPage = await pageAs(browser, base, partner.email)
  await partnerPage.goto(new URL(link).pathname + new URL(link).search)
  await partnerPage.getByRole('button', { name: 'Accept the invitation' }).click()
  const sharedLink = partnerPage.getByRole('link', { name: `${owner.name}'s wishlist` })
  await expect(sharedLink).toBeVisible()

  // The partner adds a home of their own wishlist to the shared one, and leaves a note on it.
  await addToOwnWishlist(partnerPage, second.propertyId)
  await partnerPage.goto('/dashboard/wishlist')
  await partnerPage.getByRole('button', { name: `Add ${partnersPick} to ${owner.name}'s wishlist` }).click()
  await expect(partnerPage.getByText(`Added to ${owner.name}'s wishlist`)).toBeVisible()
  await partnerPage.getByRole('link', { name: `${owner.name}'s wishlist` }).click()
  await expect(partnerPage.getByRole('heading', { name: 'Shared Wishlist' })).toBeVisible()
  const sharedUrl = partnerPage.url()
  const partnersCard = partnerPage.getByRole('article').filter({ hasText: partnersPick })
  await expect(partnerPage.getByRole('article').filter({ hasText: ownersPick })).toBeVisible()
  await partnersCard.getByLabel('A note for your partner').fill('Close to the park')
  await partnersCard.getByRole('button', { name: 'Add note' }).click()
  await expect(partnersCard.getByText('Close to the park')).toBeVisible()
  await expect(partnersCard.getByLabel('A note for your partner')).toHaveValue('')

  // The owner sees the partner's home and note, and answers on their own home.
  await ownerPage.goto('/dashboard/wishlist')
  await expect(ownerPage.getByText(`Shared with ${partner.name} (${partner.email}).`)).toBeVisible()
  await ownerPage.getByRole('link', { name: 'Open the shared wishlist' }).click()
  const ownersView = ownerPage.getByRole('article').filter({ hasText: partnersPick })
  await expect(ownersView.getByText('Close to the park')).toBeVisible()
  await expect(ownersView.getByText(partner.name)).toBeVisible()
  const ownersCard = ownerPage.getByRole('article').filter({ hasText: ownersPick })
  await ownersCard.getByLabel('A note for your partner').fill('Big kitchen')
  await ownersCard.getByRole('button', { name: 'Add note' }).click()
  await expect(ownersCard.getByText('Big kitchen')).toBeVisible()

  // On a 390 px phone the shared list, its notes and their form fit, and the page passes axe.
  await ownerPage.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(() => ownerPage.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390)
  const noteBox = await ownersCard.getByLabel('A note for your partner').boundingBox()
  expect(noteBox && noteBox.x >= 0 && noteBox.x + noteBox.width <= 390).toBe(true)
  await expectNoAxeViolations(ownerPage, 'the shared wishlist')
  await ownerPage.goto('/dashboard/wishlist')
  await expect(ownerPage.getByRole('button', { name: 'Revoke' })).toBeVisible()
  await expect
    .poll(() => ownerPage.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390)
  await expectNoAxeViolations(ownerPage, "the Wishlist page's sharing")

  await partnerPage.reload()
  await expect(
    partnerPage.getByRole('article').filter({ hasText: ownersPick }).getByText('Big kitchen'),
  ).toBeVisible()

  // The owner revokes; the partner's next look finds nothing shared.
  await ownerPage.goto('/dashboard/wishlist')
  await ownerPage.getByRole('button', { name: 'Revoke' }).click()
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Yes, stop sharing' }).click()
  await expect(ownerPage.getByText('Your wishlist is no longer shared')).toBeVisible()
  await expect(ownerPage.getByLabel("Your partner's e-mail")).toBeVisible()

  await partnerPage.goto(sharedUrl)
  await expect(partnerPage.getByText('This wishlist is not shared with you.')).toBeVisible()
  await expect(partnerPage.getByText('Big kitchen')).toHaveCount(0)
  await partnerPage.goto('/dashboard/wishlist')
  await expect(partnerPage.getByRole('link', { name: `${owner.name}'s wishlist` })).toHaveCount(0)
})
