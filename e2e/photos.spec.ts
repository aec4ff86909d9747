import { randomUUID } from 'node:crypto'
import { signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { expect, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

test('an agent uploads three photos, removes the old cover and reorders; the gallery pages through them by keyboard', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const title = `Gallery House ${tag}`
  const { agent, agentApi, agentHeaders, propertyId } = await agentWithListing(request, base, {
    title,
    location: `${tag} Gallery Road`,
    verified: false,
  })
  // Distinct pictures (the server names an upload by its content). The blue one, uploaded here first, tells
  // its URL: the form's upload of the same file is stored under the same name.
  const [red, green, blue] = await Promise.all([
    pngFile('red.png', '#c1121f'),
    pngFile('green.png', '#2d6a4f'),
    pngFile('blue.png', '#1d3557'),
  ])
  const blueUpload = await agentApi.post('/api/uploads', {
    headers: agentHeaders,
    multipart: { image: blue },
  })
  const { url: blueUrl } = (await blueUpload.json()) as { url: string }

  await signInAs(page, base, agent.email)
  await page.goto(`/dashboard/update-property/${propertyId}`)
  await expect(page.getByRole('heading', { name: 'Update Property' })).toBeVisible({ timeout: 15_000 })
  const photos = page.getByRole('group', { name: 'Photos' })
  await expect(photos.getByRole('listitem')).toHaveCount(1)
  await page.getByLabel('Image', { exact: true }).setInputFiles([red, green, blue])
  await expect(photos.getByRole('listitem')).toHaveCount(4)
  await expect(photos.getByRole('progressbar')).toHaveCount(0)

  await photos.getByRole('button', { name: 'Remove photo 1' }).click()
  await expect(photos.getByRole('listitem')).toHaveCount(3)
  // Blue is third; two moves make it the cover.
  await photos.getByRole('button', { name: 'Move photo 3 earlier' }).click()
  await photos.getByRole('button', { name: 'Move photo 2 earlier' }).click()
  await expect(photos.getByRole('listitem').first()).toHaveAccessibleName('Photo 1 (cover)')
  await page.getByRole('button', { name: 'Update Property' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()

  const saved = await agentApi.get(`/api/properties/${propertyId}`, { headers: agentHeaders })
  const listing = (await saved.json()) as { image: string; images: string[] }
  expect(listing.images).toHaveLength(3)
  expect(listing.images[0]).toBe(blueUrl)
  expect(listing.image).toBe(blueUrl)

  await page.goto(`/property-details/${propertyId}`)
  const thumbnails = page.getByRole('list', { name: 'Photos' })
  await expect(thumbnails.getByRole('button')).toHaveCount(3)
  await thumbnails.getByRole('button', { name: 'Show photo 2 of 3' }).click()
  await expect(page.getByRole('img', { name: `${title}, photo 2 of 3` })).toBeVisible()

  await page.getByRole('button', { name: 'Open photo 2 of 3 full screen' }).click()
  const viewer = page.getByRole('dialog', { name: `Photos of ${title}` })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText('2 / 3')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText('3 / 3')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText('1 / 3')).toBeVisible()
  await expect(viewer.getByRole('img', { name: `${title}, photo 1 of 3` })).toHaveAttribute('src', blueUrl)
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByText('3 / 3')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
})
