import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { adminHeaders, createAccount } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'

// A listing in its own currency: an agent lists a home in euros on Add Property, and once verified a buyer
// sees euros on its card in All Properties and on its details.

test('an agent lists a home in EUR and a buyer sees € on the card and the details', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await createAccount(request, base, `Elena Euro ${tag}`)
  const headers = await adminHeaders(request, base)
  expect(
    (await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, { headers })).status(),
  ).toBe(200)
  const title = `Canal House ${tag}`

  const agentPage = await pageAs(browser, base, agent.email)
  await agentPage.goto('/dashboard/addProperty')
  // The deployment's currency is the default choice.
  await expect(agentPage.getByLabel('Currency', { exact: true })).toHaveValue('USD')
  await agentPage.getByLabel('Title').fill(title)
  await agentPage.getByLabel('Location', { exact: true }).fill(`4 Prinsengracht ${tag}, Amsterdam`)
  await agentPage.getByLabel('Price range').fill('450000 - 480000.5')
  await agentPage.getByLabel('Currency', { exact: true }).selectOption('EUR')
  await agentPage.getByLabel('Image', { exact: true }).setInputFiles(await pngFile())
  await agentPage.getByRole('button', { name: 'Add Property' }).click()
  await expect(agentPage.getByRole('dialog')).toContainText('Property Added!')
  await agentPage.getByRole('button', { name: 'OK' }).click()
  await expect(agentPage).toHaveURL('/dashboard/myAddProperties')
  const mine = agentPage.getByRole('listitem').filter({ hasText: title })
  await expect(mine).toContainText('€450,000 - €480,000.50')

  const listed = await request.get(`/api/properties?search=${encodeURIComponent(title)}&limit=5`, { headers })
  const body = (await listed.json()) as { _id: string }[] | { data: { _id: string }[] }
  const [property] = Array.isArray(body) ? body : body.data
  expect(property).toBeDefined()
  const verified = await request.patch(`/api/properties/verify/${property?._id}`, {
    headers,
    data: { status: 'verified' },
  })
  expect(verified.status()).toBe(200)

  const buyer = await createAccount(request, base, `Bram Buyer ${tag}`)
  const buyerPage = await pageAs(browser, base, buyer.email)
  await buyerPage.goto(`/allProperties?search=${encodeURIComponent(`Prinsengracht ${tag}`)}`)
  const card = buyerPage
    .getByRole('list', { name: 'Properties' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(card).toContainText('€450,000 - €480,000.50')
  await card.getByRole('link', { name: `Details of ${title}` }).click()
  await expect(buyerPage.getByRole('heading', { name: title })).toBeVisible()
  await expect(buyerPage.getByText('€450,000 - €480,000.50').first()).toBeVisible()
})
