import { signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

// Places on the map without hunting: Add Property's "Find on map" moves the location picker to the
// address typed (the offline gazetteer answers: no GEOCODER_URL in the browser tests).

/** For a step that loads a screen or the map's code: slow on a machine shared with other test runs. */
const LOADS = { timeout: 30_000 }

test('Find on map starts the location picker at the city typed, and offers the other places of that name', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the suite runs with a baseURL')
  await signInAs(page, baseURL, 'agent@example.com')
  await page.goto('/dashboard/addProperty')
  const map = page.getByRole('region', { name: 'Map: click to place the property' })
  await expect(map).toBeVisible(LOADS)

  await page.getByRole('button', { name: 'Find on map' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Type the address or at least the city first.' }),
  ).toBeVisible()

  await page.getByRole('textbox', { name: 'Street' }).fill('12 Harbour Road')
  await page.getByRole('textbox', { name: 'City' }).fill('Kiel')
  await page.getByLabel('Country (two letters)').fill('DE')
  await page.getByRole('button', { name: 'Find on map' }).click()
  await expect(page.getByText('Map moved to Kiel, Germany. Click the exact spot.')).toBeVisible()
  // The map looks at Kiel: its centre, taken as the location, is there.
  await page.getByRole('button', { name: 'Use the map’s centre' }).click()
  const shown = await page.getByText(/^Location: /).innerText()
  const [latitude, longitude] = shown.replace('Location: ', '').split(', ').map(Number) as [number, number]
  expect(latitude).toBeCloseTo(54.32, 1)
  expect(longitude).toBeCloseTo(10.13, 1)

  // A name many places share: the likeliest first, the others a click away.
  await page.getByRole('textbox', { name: 'Street' }).fill('')
  await page.getByLabel('Country (two letters)').fill('')
  await page.getByRole('textbox', { name: 'City' }).fill('Paris')
  await page.getByRole('button', { name: 'Find on map' }).click()
  await expect(page.getByText('Map moved to Paris, France. Click the exact spot.')).toBeVisible()
  const others = page.getByRole('list', { name: 'Other places with that name' })
  await others.getByRole('button', { name: 'Paris, United States' }).first().click()
  await expect(page.getByText('Map moved to Paris, United States. Click the exact spot.')).toBeVisible()
  await expectNoAxeViolations(page, 'Add Property with Find on map')

  await page.getByRole('textbox', { name: 'City' }).fill('Qxqxqzzz')
  await page.getByRole('button', { name: 'Find on map' }).click()
  await expect(page.getByText('No place found for "Qxqxqzzz". Move the map yourself.')).toBeVisible()
})
