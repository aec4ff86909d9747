import { randomUUID } from 'node:crypto'
import { createAccount, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'
import { addListing, agentWithListing } from './support/listings.ts'

// All Properties' pager keeps the page in the URL (the keyset cursor): a page reached with Next comes from the
// server as it is, also on a reload, and Previous then goes back to the page Next came from.

test.describe.configure({ timeout: 120_000 })

test('a page reached with Next survives a reload without a hydration mismatch, and Previous goes back', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  // Thirteen listings only this search finds: one page of twelve, and a second page of one.
  const street = `Pager Lane ${randomUUID().slice(0, 6)}`
  const spec = (n: number) => ({
    title: `Paged Home ${n}`,
    location: `${n} ${street}, Testville`,
    verified: true,
  })
  const owner = await agentWithListing(request, base, spec(1))
  for (let n = 2; n <= 13; n++) await addListing({ request, ...owner }, spec(n))

  const buyer = await createAccount(request, base, 'Pia Pager')
  await signInAs(page, base, buyer.email)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('listitem')
  const pager = page.getByRole('navigation', { name: 'Pages' })

  await page.goto(`/allProperties?search=${encodeURIComponent(street)}`)
  await expect(cards).toHaveCount(12)
  const firstPage = await cards.allInnerTexts()
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/cursor=.*page=2/)
  await expect(cards).toHaveCount(1)
  const secondPage = await cards.allInnerTexts()
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled()

  // The history entry remembers it was reached with Next; the server's page cannot, and hydrating it must not
  // stumble over the difference.
  await page.reload()
  await expect(cards).toHaveCount(1)
  expect(await cards.allInnerTexts()).toEqual(secondPage)
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled()
  expect(problems.filter((text) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(text))).toEqual([])

  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(page).not.toHaveURL(/cursor=/)
  await expect(cards).toHaveCount(12)
  expect(await cards.allInnerTexts()).toEqual(firstPage)
})
