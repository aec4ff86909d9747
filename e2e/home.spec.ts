import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/interactive.ts'

test.describe('home page', () => {
  test('shows the hero and every section with the seeded data', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Keyhaven' })).toBeVisible()
    await expect(
      page.getByText('An all-in-one solution for real estate companies and professionals.'),
    ).toBeVisible()
    for (const feature of ['Easy to get started', 'Highly customizable', 'Drag-and-drop based']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible()
    }
    const hero = page.locator('img[src="/assets/home-image.png"]')
    await expect(hero).toHaveCSS('animation-duration', '1s')

    const ads = page.locator('section[aria-labelledby="ads-title"] li')
    await expect(ads).toHaveCount(4)
    await expect(ads.filter({ hasText: '12 Maple Street, Austin, TX' })).toContainText(
      'Price Range: $350,000 - $380,000',
    )
    await expect(ads.first()).toContainText('verified')
    // The fraud agent's advertised listing never reaches the public.
    await expect(page.getByText('1 Palm Island, Miami, FL')).toHaveCount(0)

    const reviews = page.locator('section[aria-labelledby="reviews-title"] li')
    await expect(reviews).toHaveCount(6)
    await expect(reviews.first()).toContainText('Sunny Family House')
    await expect(reviews.first()).toContainText('Lena Park')

    const agents = page.locator('section[aria-labelledby="agents-title"] li')
    await expect(agents).toHaveCount(3)
    await expect(agents.filter({ hasText: 'Marcus Reed' })).toContainText('Properties Sold: 1')
    await expect(page.getByRole('link', { name: 'Contact Marcus Reed' })).toHaveAttribute(
      'href',
      'mailto:agent@example.com',
    )

    await expect(page.getByRole('heading', { name: 'Tips for Buyers & Sellers' })).toBeVisible()
    await expect(page.getByText('Set a realistic budget', { exact: false })).toBeVisible()
    await expect(page.getByText('Be transparent about the condition', { exact: false })).toBeVisible()
  })

  test('Details asks a visitor to sign in, then opens that listing', async ({ page }) => {
    await page.goto('/')
    const details = page.getByRole('link', { name: 'Details of Sunny Family House' })
    await expect(details).toHaveAttribute('href', /^\/property-details\/[0-9a-f-]{36}$/)
    const href = await details.getAttribute('href')
    await details.click()
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ from: href ?? '' })}`)
    await page.getByLabel('Email').fill('user@example.com')
    await page.getByLabel('Password', { exact: true }).fill('demo1234')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(href ?? '')
    await expect(page.getByRole('heading', { level: 1, name: 'Sunny Family House' })).toBeVisible()
    await expect(page.getByText('12 Maple Street, Austin, TX')).toBeVisible()
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('section[aria-labelledby="ads-title"] li')).toHaveCount(4)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
