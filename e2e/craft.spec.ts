import type { Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

/**
 * Every screen of every role, on a desktop and on a 390 px phone: no WCAG 2.1 A/AA violation (axe-core), and
 * on the phone every dashboard table fits the screen with each of its actions in reach. One test walks all
 * the screens of one role, so a role signs in once per viewport.
 */

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const

interface Screen {
  path: string | ((page: Page) => Promise<string>)
  /** The level-1 heading that says the screen has loaded. */
  heading: string | RegExp
  /** A dashboard table: checked for fit and reach on the phone. */
  table?: boolean
}

/** The href of the first link matching `name` on `path` (a listing, an offer to pay...). */
const firstLink = (path: string, name: RegExp) => async (page: Page) => {
  await page.goto(path)
  const link = page.getByRole('link', { name }).first()
  await expect(link).toBeVisible({ timeout: 30_000 })
  return (await link.getAttribute('href')) ?? ''
}

const SCREENS: Record<'anonymous' | 'user' | 'agent' | 'admin', Screen[]> = {
  anonymous: [
    { path: '/', heading: /Welcome to Keyhaven/ },
    { path: '/rentProperties', heading: 'Properties For Rent' },
    { path: '/login', heading: /Login|Sign in/ },
    { path: '/register', heading: 'Create an account' },
    { path: '/forgot-password', heading: /password/i },
    { path: '/no-such-page', heading: /not found/i },
  ],
  user: [
    { path: '/allProperties', heading: 'All Properties' },
    { path: '/allProperties?view=map', heading: 'All Properties' },
    { path: firstLink('/allProperties', /^Details of /), heading: /./ },
    // The offer form of the listing just shown.
    {
      path: async (page) =>
        new URL(page.url()).pathname.replace('/property-details/', '/dashboard/make-offer/'),
      heading: 'Make an Offer',
    },
    { path: '/dashboard', heading: 'Lena Park' },
    { path: '/dashboard/wishlist', heading: 'My Wishlist' },
    { path: '/dashboard/property-bought', heading: 'My Offers', table: true },
    { path: '/dashboard/reviews', heading: 'My Reviews' },
    { path: '/dashboard/my-inquiries', heading: 'My Inquiries' },

    { path: firstLink('/dashboard/property-bought', /^Pay for /), heading: /^Pay / },
  ],
  agent: [
    { path: '/dashboard/agentProfile', heading: 'Marcus Reed' },
    { path: '/dashboard/addProperty', heading: 'Add Property' },
    { path: '/dashboard/import-listings', heading: 'Import listings' },
    { path: '/dashboard/myAddProperties', heading: 'My Added Properties' },
    { path: firstLink('/dashboard/myAddProperties', /^Update /), heading: 'Update Property' },
    { path: '/dashboard/mySoldProperties', heading: 'My Sold Properties', table: true },
    { path: '/dashboard/requestedProperties', heading: 'Offers Received', table: true },
    { path: '/dashboard/leads', heading: 'Leads' },
  ],
  admin: [
    { path: '/dashboard/adminProfile', heading: 'Ada Morgan' },
    { path: '/dashboard/manageProperties', heading: 'Manage Properties', table: true },
    { path: '/dashboard/awaiting-payment', heading: 'Awaiting Payment', table: true },
    { path: '/dashboard/manageUser', heading: 'Manage Users', table: true },
    { path: '/dashboard/manage-review', heading: 'Manage Reviews' },
    { path: '/dashboard/advertise-property', heading: 'Advertise Property', table: true },
    { path: '/dashboard/feed-keys', heading: 'Feed Keys' },
  ],
}

const ACCOUNTS = { user: 'user@example.com', agent: 'agent@example.com', admin: 'admin@example.com' }

/** No sideways scrolling of the page, and every button and link of the screen's content within the screen. */
async function expectFitsThePhone(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0)
  const width = page.viewportSize()?.width ?? 390
  const actions = page.locator('#main').getByRole('button').or(page.locator('#main').getByRole('link'))
  const outside: string[] = []
  for (const action of await actions.all()) {
    if (!(await action.isVisible())) continue
    const box = await action.boundingBox()
    if (box && (box.x < 0 || box.x + box.width > width)) outside.push(await action.innerText())
  }
  expect(outside, `${where}: actions out of reach`).toEqual([])
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every screen on a ${viewportName}`, () => {
    test.use({ viewport })
    // A walk of up to eight screens with an axe-core run on each.
    test.describe.configure({ timeout: 480_000 })

    for (const [role, screens] of Object.entries(SCREENS)) {
      test(`${role}: no accessibility violations${viewportName === 'phone' ? ', tables fit' : ''}`, async ({
        page,
        baseURL,
      }) => {
        if (role !== 'anonymous') {
          await signInAs(page, baseURL ?? '', ACCOUNTS[role as keyof typeof ACCOUNTS])
        }
        for (const screen of screens) {
          const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
          await page.goto(path)
          await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible({
            timeout: 30_000,
          })
          await expect(page.locator('[role="status"]').filter({ hasText: /^Loading|\.\.\.$/ })).toHaveCount(
            0,
            {
              timeout: 30_000,
            },
          )
          await expectNoAxeViolations(page, `${viewportName} ${path}`)
          if (viewportName === 'phone' && screen.table) await expectFitsThePhone(page, path)
        }
      })
    }
  })
}

test.describe('first click', () => {
  test.use({ viewport: VIEWPORTS.desktop })
  test.describe.configure({ timeout: 120_000 })

  test('a buyer gets Access Denied instead of the update form, a refused call keeps them signed in, and a malformed id is not found', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL ?? '', ACCOUNTS.user)
    // A rental: it takes no offers, so a buying journey running beside this test can never mark it sold.
    // (Rent Properties lists only rentals; All Properties' search looks at the location, not the title.)
    const details = await firstLink('/rentProperties', /^Details of /)(page)
    await page.goto(details.replace('/property-details/', '/dashboard/update-property/'))
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Update Property' })).toHaveCount(0)
    // The title says so too, from the server's page (the route's meta applies the screen's rule).
    await expect(page).toHaveTitle('Access Denied · Keyhaven')

    // A 403 on a call the page makes from the browser shows its error and leaves the person signed in (only a
    // 401 signs out). The bell's live list is such a call (the listing's forms post to its route's action).
    await page.route('**/api/notifications?*', (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Not allowed' } } }),
    )
    await page.goto(details)
    await page.getByRole('button', { name: /^Notifications/ }).click()
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Could not load your notifications.'),
    ).toBeVisible()
    await expect(page).toHaveURL(details)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

    await page.goto('/property-details/not-a-property-id')
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible({ timeout: 30_000 })
  })

  test('a page past the end keeps the pager with a way back; a dialog does not shift the page', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL ?? '', ACCOUNTS.admin)
    await page.goto('/dashboard/manageUser?page=99')
    await expect(page.getByText(/There is nothing on page 99/)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Back to page \d+$/ }).click()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await expect(page).not.toHaveURL(/page=99/)

    // A CSS locator: an open dialog hides the rest of the page from the accessibility tree.
    const logout = page.getByTestId('navbar').locator('button', { hasText: 'Logout' })
    const before = await logout.boundingBox()
    await page.getByRole('button', { name: 'Make Agent' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await logout.boundingBox()).toEqual(before)
    await page.getByRole('button', { name: 'Cancel' }).click()
  })
})
