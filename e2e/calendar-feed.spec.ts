import { expect } from '@playwright/test'
import { createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { test } from './support/interactive.ts'

test('a person makes their private calendar feed in the profile, copies it once, and a new address replaces the old', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, 'Cal Feeder')
  await signInAs(page, base, person.email)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  await page.goto('/dashboard/myProfile')

  const section = page.getByRole('region', { name: 'Calendar feed' })
  await section.getByRole('button', { name: 'Make my calendar feed' }).click()
  const address = section.getByLabel('Calendar feed address')
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  // The section is checked once its toast has come and gone: axe judged a toast over the fixed navbar's edge
  // against what lay behind it at some frames, which made the check fail one run in three.
  await expect(page.getByText('Your calendar feed has a new address.')).toBeVisible()
  await expect(page.getByText('Your calendar feed has a new address.')).toBeHidden()
  await expectNoAxeViolations(page, 'My Profile with the calendar feed')
  const first = await address.inputValue()

  await section.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByText('Calendar feed address copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
  // The feed itself, read without signing in, is an iCalendar file.
  const feed = await request.get(new URL(first).pathname)
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('BEGIN:VCALENDAR')

  // A new address, after a confirmation: the old one stops working.
  await section.getByRole('button', { name: 'Get a new address' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Get a new address' }).click()
  await expect(page.getByText('Your calendar feed has a new address.')).toBeVisible()
  await expect(address).not.toHaveValue(first)
  expect((await request.get(new URL(first).pathname)).status()).toBe(404)
  expect((await request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200)

  // Only the address's digest is kept: after a reload the section says since when the feed is on, not where.
  await expect(
    section.getByText('Copy it now: for your safety, Keyhaven shows this address only once.'),
  ).toBeVisible()
  await page.reload()
  await expect(section.getByText(/^Your calendar feed has been on since /)).toBeVisible()
  await expect(section.getByLabel('Calendar feed address')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Get a new address' })).toBeVisible()
})
