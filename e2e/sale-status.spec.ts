import { randomUUID } from 'node:crypto'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { adminHeaders, bearerFor, createAccount, signInAs } from './support/accounts.ts'
import { uploadPng } from './support/images.ts'

test('a home with an accepted offer says Under offer on its card, its details and the wishlist, which tells why no offer can be made', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Standing House ${tag}`
  const admin = await adminHeaders(request, base)

  const agent = await createAccount(request, base, `Ona Agent ${tag}`)
  expect(
    (
      await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, { headers: admin })
    ).status(),
  ).toBe(200)
  const agentApi = await playwrightRequest.newContext({ baseURL: base })
  const agentHeaders = await bearerFor(agentApi, base, agent.email)
  const created = await agentApi.post('/api/properties', {
    headers: agentHeaders,
    data: {
      title,
      location: `${tag} Standing Road`,
      image: await uploadPng(agentApi, agentHeaders),
      priceRange: '$100,000 - $120,000',
    },
  })
  const { insertedId: propertyId } = (await created.json()) as { insertedId: string }
  expect(
    (
      await request.patch(`/api/properties/verify/${propertyId}`, {
        headers: admin,
        data: { status: 'verified' },
      })
    ).status(),
  ).toBe(200)

  const firstBuyer = await createAccount(request, base, `Ike Buyer ${tag}`)
  const firstApi = await playwrightRequest.newContext({ baseURL: base })
  const offered = await firstApi.post('/api/offers', {
    headers: await bearerFor(firstApi, base, firstBuyer.email),
    data: {
      propertyId,
      offerAmount: 110_000,
      buyingDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
  })
  const { insertedId: offerId } = (await offered.json()) as { insertedId: string }
  expect((await agentApi.patch(`/api/offers/accept/${offerId}`, { headers: agentHeaders })).status()).toBe(
    200,
  )

  const secondBuyer = await createAccount(request, base, `Uma Buyer ${tag}`)
  await signInAs(page, base, secondBuyer.email)
  await page.goto(`/allProperties?search=${encodeURIComponent(`${tag} Standing Road`)}`)
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Under offer', { exact: true })).toBeVisible()

  await card.getByRole('link', { name: `Details of ${title}` }).click()
  await expect(page.getByText('Under offer', { exact: true })).toBeVisible()
  await expect(
    page.getByText('An offer on this home has been accepted, so it takes no new offers.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add to Wishlist' }).click()
  await page.goto('/dashboard/wishlist')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(
    item.getByText('An offer on this home has been accepted, so it takes no new offers.'),
  ).toBeVisible()
  await expect(item.getByRole('link', { name: `Make an Offer on ${title}` })).toHaveCount(0)
})
