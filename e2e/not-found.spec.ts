import { expect, test } from './support/interactive.ts'

test('an unknown page shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Keyhaven')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Welcome to Keyhaven' })).toBeVisible()
})

test('an unknown API path answers 404 JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({
    error: { code: 'not_found', message: 'No API route for GET /api/no-such-endpoint' },
  })
})
