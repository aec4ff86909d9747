import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { bearerFor, createAccount } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { pageAs, test } from './support/interactive.ts'
import { addListing, agentWithListing } from './support/listings.ts'

// Drawing a search area on All Properties' map: with the keyboard alone (Add a point here, the pan buttons,
// Close the shape), with a pointer stroke, and on a phone. The listings are this spec's own, found by a tag.
//
// Two homes sit at the middle of the four, two cabins far to the west and east on the same latitude, so the
// map opens centred on the middle pair. A triangle built from the centre (a quarter of the map up, then a
// quarter down-left and down-right) holds the middle pair and leaves the cabins out.

const PHONE = { width: 390, height: 844 }
/** For a step that loads a screen or the map's code: slow on a machine shared with other test runs. */
const LOADS = { timeout: 30_000 }

async function listingsOfTag(request: Parameters<typeof agentWithListing>[0], base: string, tag: string) {
  const inside = [`Fjord Flat ${tag}`, `Harbour House ${tag}`]
  const outside = [`West Cabin ${tag}`, `East Cabin ${tag}`]
  const owner = await agentWithListing(request, base, {
    title: inside[0] ?? '',
    location: `1 Storgata ${tag}, Tromso`,
    verified: true,
    point: { latitude: 69.65, longitude: 18.95 },
  })
  const more = [
    { title: inside[1] ?? '', point: { latitude: 69.652, longitude: 18.95 } },
    { title: outside[0] ?? '', point: { latitude: 69.65, longitude: 18.75 } },
    { title: outside[1] ?? '', point: { latitude: 69.651, longitude: 19.15 } },
  ]
  for (const { title, point } of more) {
    await addListing(
      { request, ...owner },
      { title, location: `Fjordveien ${tag}, Tromso`, verified: true, point },
    )
  }
  return { inside, outside }
}

/** Presses a button of the page with the keyboard: focused (as Tab would), then Enter. */
async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true })
  await button.focus()
  await page.keyboard.press('Enter')
}

test('a search area built with the keyboard lists only the homes inside it, and the URL keeps it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const base = baseURL ?? ''
  const tag = `draw${randomUUID().slice(0, 6)}`
  const { inside, outside } = await listingsOfTag(request, base, tag)
  const person = await createAccount(request, base, 'Dana Drawer')
  const page = await pageAs(browser, base, person.email)
  await page.goto(`/allProperties?search=${tag}&view=map`)
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map).toBeVisible(LOADS)
  await expect(page.getByText('4 properties.', { exact: true })).toBeVisible(LOADS)

  await press(page, 'Draw an area')
  const tools = page.getByRole('group', { name: 'Draw a search area' })
  const addPoint = tools.getByRole('button', { name: 'Add a point here' })
  await expect(addPoint).toBeFocused()
  await expect(tools.getByRole('button', { name: 'Close the shape' })).toBeDisabled()
  await press(page, 'North')
  await press(page, 'Add a point here')
  await expect(page.getByText('1 of at most 50 points.')).toBeVisible()
  await press(page, 'South')
  await press(page, 'South')
  await press(page, 'West')
  await press(page, 'Add a point here')
  // A mistaken corner, taken back.
  await press(page, 'West')
  await press(page, 'Add a point here')
  await expect(page.getByText('3 of at most 50 points.')).toBeVisible()
  await press(page, 'Undo')
  await expect(page.getByText('2 of at most 50 points.')).toBeVisible()
  // Back past the mistake, then as far east of the middle as the last corner lies west of it.
  await press(page, 'East')
  await press(page, 'East')
  await press(page, 'East')
  await press(page, 'Add a point here')
  await expect(page.getByText('3 of at most 50 points.')).toBeVisible()
  await expectNoAxeViolations(page, 'drawing a search area')
  await press(page, 'Close the shape')

  await expect(page).toHaveURL(/area=/)
  await expect(page.getByText('2 properties.', { exact: true })).toBeVisible(LOADS)
  await expect(page.getByRole('button', { name: 'Draw a new area' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Remove filter: Drawn area' })).toBeVisible()
  await expect(map.locator('path.keyhaven-area')).toHaveCount(1)
  await expectNoAxeViolations(page, 'a drawn search area')

  // Saved with the search, the area and all.
  await press(page, 'Save this search')
  await expect(page.getByLabel('Name of the search')).toHaveValue(`${tag}, Drawn area`)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Saved “/)).toBeVisible()
  const saved = await request.get('/api/saved-searches', {
    headers: await bearerFor(request, base, person.email),
  })
  const [search] = (await saved.json()) as { query: string }[]
  expect(new URLSearchParams(search?.query).get('area')).toBe(new URL(page.url()).searchParams.get('area'))

  const views = page.getByRole('group', { name: 'Show results as' })
  await views.getByRole('button', { name: 'List' }).click()
  const listed = page.getByRole('list', { name: 'Properties' }).getByRole('listitem')
  await expect(listed).toHaveCount(2, LOADS)
  for (const title of inside) await expect(listed.filter({ hasText: title })).toHaveCount(1)
  for (const title of outside) await expect(listed.filter({ hasText: title })).toHaveCount(0)

  // Reload and back keep the area.
  const area = new URL(page.url()).searchParams.get('area')
  await page.reload()
  await expect(listed).toHaveCount(2, LOADS)
  expect(new URL(page.url()).searchParams.get('area')).toBe(area)
  await page.goBack()
  await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true', LOADS)
  await expect(page.getByText('2 properties.', { exact: true })).toBeVisible(LOADS)
  expect(new URL(page.url()).searchParams.get('area')).toBe(area)

  await press(page, 'Clear the area')
  await expect(page).not.toHaveURL(/area=/)
  await expect(page.getByText('4 properties.', { exact: true })).toBeVisible(LOADS)

  // An address whose area cannot be read says so, and searches everywhere.
  await page.goto(`/allProperties?search=${tag}&area=not-a-shape`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The drawn area in this address could not be read' }),
  ).toBeVisible(LOADS)
  await expect(listed).toHaveCount(4)
})

test('a search area drawn with a pointer stroke', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000)
  const base = baseURL ?? ''
  const tag = `draw${randomUUID().slice(0, 6)}`
  await listingsOfTag(request, base, tag)
  const person = await createAccount(request, base, 'Pia Pointer')
  const page = await pageAs(browser, base, person.email)
  await page.goto(`/allProperties?search=${tag}&view=map`)
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(page.getByText('4 properties.', { exact: true })).toBeVisible(LOADS)
  await page.getByRole('button', { name: 'Draw an area' }).click()
  // The whole map on screen, so the stroke lands on it.
  await map.scrollIntoViewIfNeeded()
  const box = await map.boundingBox()
  if (!box) throw new Error('the map has no box')
  // A ring a sixth of the map wide around its centre, where the middle pair is.
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const radius = Math.min(box.width, box.height) / 6
  await page.mouse.move(centre.x + radius, centre.y)
  await page.mouse.down()
  for (let step = 1; step <= 36; step++) {
    const angle = (step / 36) * 2 * Math.PI
    await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle))
  }
  await page.mouse.up()
  await expect(page).toHaveURL(/area=/)
  await expect(page.getByText('2 properties.', { exact: true })).toBeVisible(LOADS)
})

test('the drawing controls fit a 390 px phone', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const person = await createAccount(request, base, 'Phil Phone')
  const page = await pageAs(browser, base, person.email, { viewport: PHONE })
  await page.goto('/allProperties?view=map')
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible(LOADS)
  await page.getByRole('button', { name: 'Draw an area' }).click()
  const tools = page.getByRole('group', { name: 'Draw a search area' })
  await expect(tools).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width)
  for (const button of await tools.getByRole('button').all()) {
    const shown = await button.boundingBox()
    expect(shown).not.toBeNull()
    expect(shown?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((shown?.x ?? 0) + (shown?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  }
  await expectNoAxeViolations(page, 'drawing a search area on a phone')
})
