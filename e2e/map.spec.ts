import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { TILE_SERVER_URL } from '../playwright.config.ts'
import { createAccount } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { pageAs, test } from './support/interactive.ts'
import { addListing, agentWithListing } from './support/listings.ts'

// The map of All Properties and the agent's location picker. Tiles come from the local tile server
// (e2e/support/tile-server.ts); the listings are this spec's own, found by a tag in their location.

/** For a step that loads a screen or the map's code: slow on a machine shared with other test runs. */
const LOADS = { timeout: 30_000 }

const tileFromLocalServer = (page: Page) =>
  expect(page.locator('img.leaflet-tile-loaded').first()).toHaveAttribute(
    'src',
    new RegExp(`^${TILE_SERVER_URL}/\\d+/\\d+/\\d+\\.png$`),
  )

test('the results on a map: pins and clusters, a card to the details, search this area, reload keeps it', async ({
  browser,
  request,
  baseURL,
}) => {
  // Five listings made through the API, then a dozen steps on the map: past 90 s on a machine shared with other runs.
  test.setTimeout(150_000)
  const base = baseURL ?? ''
  const tag = `mapt${randomUUID().slice(0, 6)}`
  // Three homes a couple of kilometres apart in Dunedin (one cluster from afar), one in Queenstown, 200 km
  // away, and one without a location.
  const queenstown = `Lakeside Chalet ${tag}`
  const owner = await agentWithListing(request, base, {
    title: queenstown,
    location: `3 Marine Parade ${tag}, Queenstown`,
    verified: true,
    point: { latitude: -45.0312, longitude: 168.6626 },
  })
  const dunedin = [
    { title: `Harbour Flat ${tag}`, point: { latitude: -45.874, longitude: 170.503 } },
    { title: `Hillside Villa ${tag}`, point: { latitude: -45.89, longitude: 170.52 } },
    { title: `Octagon Loft ${tag}`, point: { latitude: -45.86, longitude: 170.525 } },
  ]
  const listingOwner = { request, ...owner }
  for (const { title, point } of dunedin) {
    await addListing(listingOwner, { title, location: `Moray Place ${tag}, Dunedin`, verified: true, point })
  }
  await addListing(listingOwner, {
    title: `Unmapped Cottage ${tag}`,
    location: `Somewhere ${tag}`,
    verified: true,
  })

  const person = await createAccount(request, base, 'Mia Mapper')
  const page = await pageAs(browser, base, person.email)
  await page.goto(`/allProperties?search=${tag}`)
  // The first screen of a fresh browser loads the app's code: more than a moment on a busy machine.
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem')).toHaveCount(5, LOADS)

  const views = page.getByRole('group', { name: 'Show results as' })
  await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  await views.getByRole('button', { name: 'Map' }).click()
  await expect(page).toHaveURL(/view=map/)
  await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('5 properties. 1 of them has no map location (see the list).')).toBeVisible()

  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map).toBeVisible(LOADS)
  await tileFromLocalServer(page)
  const cluster = map.getByRole('button', { name: '3 properties here: zoom in' })
  await expect(cluster).toBeVisible()
  const queenstownPin = map.getByRole('button', { name: new RegExp(`^${queenstown}, from \\$100K$`) })
  await expect(queenstownPin).toHaveAttribute('tabindex', '0')

  // A pin opens with the keyboard; its card's link takes the focus and leads to the details.
  await queenstownPin.focus()
  await page.keyboard.press('Enter')
  const details = page.getByRole('link', { name: `Details of ${queenstown}` })
  await expect(details).toBeFocused()
  await expect(page.locator('.leaflet-popup')).toContainText('$100,000 - $120,000')
  await details.click()
  await expect(page).toHaveURL(`/property-details/${owner.propertyId}`)
  await expect(page.getByRole('heading', { level: 1, name: queenstown })).toBeVisible(LOADS)
  await page.goBack()
  await expect(cluster).toBeVisible(LOADS)

  // Moving the map offers a search of the area on screen.
  const searchArea = page.getByRole('button', { name: 'Search this area' })
  await expect(searchArea).toHaveCount(0)
  // Back may restore a scroll that puts the map's top under the fixed navbar, where a press lands on the bar:
  // from the top of the page, the map's top edge (clear of the pins, fitted 40 px in) is in plain view.
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await map.boundingBox()
  if (!box) throw new Error('the map has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + 30)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + 50, { steps: 5 })
  await page.mouse.up()
  await expect(searchArea).toBeVisible()
  // Into Dunedin: the cluster opens into its three pins.
  await cluster.click()
  for (const { title } of dunedin) {
    await expect(map.getByRole('button', { name: new RegExp(`^${title}, from`) })).toBeVisible()
  }
  await searchArea.click()
  await expect(page).toHaveURL(/bbox=/)
  await expect(searchArea).toHaveCount(0)
  const bbox = (new URL(page.url()).searchParams.get('bbox') ?? '').split(',')
  expect(bbox).toHaveLength(4)
  for (const degrees of bbox) expect(degrees).toMatch(/^-?\d+(\.\d{1,5})?$/)
  const [west, south, east, north] = bbox.map(Number) as [number, number, number, number]
  for (const { point } of dunedin) {
    expect(point.longitude).toBeGreaterThan(west)
    expect(point.longitude).toBeLessThan(east)
    expect(point.latitude).toBeGreaterThan(south)
    expect(point.latitude).toBeLessThan(north)
  }
  expect(west).toBeGreaterThan(168.6626)
  await expect(page.getByText('3 properties.', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove filter: Map area' })).toBeVisible()
  await expect(queenstownPin).toHaveCount(0)

  // Reload keeps the map view, the area and the search.
  await page.reload()
  await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true', LOADS)
  await expect(page).toHaveURL(new RegExp(`search=${tag}`))
  await expect(page.getByText('3 properties.', { exact: true })).toBeVisible(LOADS)
  await expect(map.getByRole('button', { name: new RegExp(`^${dunedin[0]?.title}, from`) })).toBeVisible()
  await tileFromLocalServer(page)

  // The list shows the same area; back returns to the map.
  await views.getByRole('button', { name: 'List' }).click()
  await expect(page).not.toHaveURL(/view=map/)
  const listed = page.getByRole('list', { name: 'Properties' }).getByRole('listitem')
  await expect(listed).toHaveCount(3)
  await expect(listed.filter({ hasText: queenstown })).toHaveCount(0)
  await page.goBack()
  await expect(map).toBeVisible()
  await expect(page.getByText('3 properties.', { exact: true })).toBeVisible()
})

test('an agent places a new listing by clicking the map, and the location is stored', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const { agent, agentApi, agentHeaders } = await agentWithListing(request, base, {
    title: `First Listing ${tag}`,
    location: `1 First Street ${tag}`,
    verified: false,
  })
  const page = await pageAs(browser, base, agent.email)
  await page.goto('/dashboard/addProperty')
  await expect(page.getByLabel('Title')).toBeVisible(LOADS)
  const title = `Pinned House ${tag}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Location', { exact: true }).fill(`5 Pin Lane ${tag}`)
  await page.getByLabel('Price range').fill('$300000 - $320000')
  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile())

  const map = page.getByRole('region', { name: 'Map: click to place the property' })
  await expect(map).toBeVisible(LOADS)
  await tileFromLocalServer(page)
  await expect(page.getByText('No location set: the listing shows on no map.')).toBeVisible()
  const choice = map.locator('.keyhaven-choice')
  await map.click({ position: { x: 120, y: 90 } })
  await expect(choice).toBeVisible()
  await expect(page.getByText(/^Location: -?\d+\.\d{5}, -?\d+\.\d{5}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Clear location' }).click()
  await expect(choice).toHaveCount(0)
  await expect(page.getByText('No location set: the listing shows on no map.')).toBeVisible()

  await map.click({ position: { x: 260, y: 150 } })
  const shown = await page.getByText(/^Location: /).innerText()
  const [latitude, longitude] = shown.replace('Location: ', '').split(', ').map(Number) as [number, number]
  await page.getByRole('button', { name: 'Add Property' }).click()
  await expect(page.getByRole('dialog')).toContainText('Property Added!')
  await page.getByRole('button', { name: 'OK' }).click()

  const mine = await agentApi.get(`/api/properties/agent?email=${encodeURIComponent(agent.email)}`, {
    headers: agentHeaders,
  })
  expect(mine.status()).toBe(200)
  const { data } = (await mine.json()) as {
    data: { _id: string; title: string; latitude: number; longitude: number }[]
  }
  const stored = data.find((listing) => listing.title === title)
  if (!stored) throw new Error('the new listing is not in the agent’s list')
  expect(stored.latitude).toBeCloseTo(latitude, 4)
  expect(stored.longitude).toBeCloseTo(longitude, 4)

  // Update Property opens on the stored location.
  await page.goto(`/dashboard/update-property/${stored._id}`)
  await expect(page.getByText(shown, { exact: true })).toBeVisible(LOADS)
  await expect(
    page.getByRole('region', { name: 'Map: click to place the property' }).locator('.keyhaven-choice'),
  ).toBeVisible()
})
