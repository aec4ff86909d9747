import { adminHeaders, createAccount, signInAs } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Dashboard' })

test.describe('guards and sidebar menus per role', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('user: own profile without a role line; agent and admin pages send them home', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL ?? '', 'user@example.com')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Lena Park' })).toBeVisible()
    // The dashboard's index is the profile: its link is the current one.
    await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText('Role:')).toHaveCount(0)
    await expect(page.getByText('User id')).toHaveCount(0)
    await expect(page.getByText('Last login')).toBeVisible()
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Home',
      'My Profile',
      'Wishlist',
      'Saved Searches',
      'My Offers',
      'My Applications',
      'My Viewings',
      'My Inquiries',
      'My Reviews',
    ])

    await page.goto('/dashboard/manageUser')
    await expect(page).toHaveURL('/')
    await page.goto('/dashboard/agentProfile')
    await expect(page).toHaveURL('/')
  })

  test('agent: agent menu; admin pages send them home', async ({ page, baseURL }) => {
    await signInAs(page, baseURL ?? '', 'agent@example.com')
    await page.goto('/dashboard/agentProfile')
    await expect(page.getByRole('heading', { name: 'Marcus Reed' })).toBeVisible()
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Home',
      'Agent Profile',
      'Add Property',
      'Import listings',
      'My Added Properties',
      'My Sold Properties',
      'Offers Received',
      'Applications',
      'Viewings',
      'Leads',
      'Saved Searches',
    ])
    await page.goto('/dashboard/adminProfile')
    await expect(page).toHaveURL('/')
  })

  test('admin: admin menu and profile with role', async ({ page, baseURL }) => {
    await signInAs(page, baseURL ?? '', 'admin@example.com')
    await page.goto('/dashboard/adminProfile')
    await expect(page.getByRole('heading', { name: 'Ada Morgan' })).toBeVisible()
    await expect(page.getByText('admin', { exact: true })).toBeVisible()
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Home',
      'Admin Profile',
      'Manage Properties',
      'Awaiting Payment',
      'Manage Users',
      'Manage Reviews',
      'Advertise Property',
      'Audit Log',
      'Feed Keys',
      'Manage exchange rates',
      'Saved Searches',
    ])
    await sidebar(page).getByRole('link', { name: 'Manage Users' }).click()
    await expect(page).toHaveURL('/dashboard/manageUser')
    await expect(sidebar(page).getByRole('link', { name: 'Manage Users' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The top bar marks Dashboard on every dashboard page, not only on /dashboard itself.
    const mainNav = page.getByRole('navigation', { name: 'Main' })
    await expect(mainNav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The sidebar stays in view on a long page.
    await page.mouse.wheel(0, 3000)
    await expect(sidebar(page).getByRole('link', { name: 'Manage Users' })).toBeInViewport()
  })

  test('anonymous visitors are sent to login from every dashboard page', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/manageUser', '/dashboard/agentProfile']) {
      await page.goto(path)
      await expect(page).toHaveURL(`/login?${new URLSearchParams({ from: path })}`)
    }
  })
})

test('on a phone the dashboard menu is a drawer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, baseURL ?? '', 'admin@example.com')
  await page.goto('/dashboard')
  await expect(sidebar(page)).toBeHidden()
  const drawer = page.getByRole('dialog', { name: 'Dashboard' })
  await page.getByRole('button', { name: 'Dashboard menu' }).click()
  await expect(drawer).toBeVisible()
  // Above the fixed navbar: a tap on the first link reaches it (trial clicks hit-test without clicking).
  await drawer.getByRole('link', { name: 'Home' }).click({ trial: true, timeout: 2000 })
  await drawer.getByRole('button', { name: 'Close dashboard menu' }).click()
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: 'Dashboard menu' }).click()
  await expect(sidebar(page)).toBeVisible()
  await sidebar(page).getByRole('link', { name: 'Manage Users' }).click()
  await expect(page).toHaveURL('/dashboard/manageUser')
  await expect(sidebar(page)).toBeHidden()
})

test('Manage Users: search, make agent, mark fraud, make admin and delete with confirmation', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Zed Tester ${Date.now()}`)
  const other = await createAccount(request, base, `Yara Tester ${Date.now()}`)
  await signInAs(page, base, 'admin@example.com')
  await page.goto('/dashboard/manageUser')
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible()
  await expect(page.getByRole('columnheader')).toHaveText([
    '#',
    'Name',
    'Email',
    'Role',
    'Make Admin',
    'Make Agent',
    'Fraud',
    'Two-factor',
    'Delete',
  ])

  await page
    .getByRole('searchbox', { name: 'Search users by name or e-mail' })
    .fill(person.email.toUpperCase())
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(person.email.toUpperCase())}`))
  const row = page.getByRole('row').filter({ hasText: person.email })
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(row.getByRole('cell').nth(3)).toHaveText('user')
  await expect(row.getByRole('button', { name: 'Mark as Fraud' })).toHaveCount(0)

  // A change of rights is confirmed first; Cancel changes nothing.
  await row.getByRole('button', { name: 'Make Agent' }).click()
  await expect(page.getByRole('dialog')).toContainText(`Make ${person.name} an agent?`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(row.getByRole('cell').nth(3)).toHaveText('user')
  await row.getByRole('button', { name: 'Make Agent' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Made agent')).toBeVisible()
  await expect(row.getByRole('cell').nth(3)).toHaveText('agent')
  await expect(row.getByRole('button', { name: 'Make Agent' })).toHaveCount(0)

  await row.getByRole('button', { name: 'Mark as Fraud' }).click()
  await expect(page.getByRole('dialog')).toContainText(`Mark ${person.name} as fraud?`)
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Marked as fraud')).toBeVisible()
  await expect(row.getByText('Fraud', { exact: true })).toHaveClass(/badge/)
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0)

  await page.getByRole('searchbox').fill(other.email)
  const otherRow = page.getByRole('row').filter({ hasText: other.email })
  await otherRow.getByRole('button', { name: 'Make Admin' }).click()
  await expect(page.getByRole('dialog')).toContainText(`Make ${other.name} an admin?`)
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Made admin')).toBeVisible()
  await expect(otherRow.getByRole('cell').nth(3)).toHaveText('admin')

  await otherRow.getByRole('button', { name: `Delete ${other.name}` }).click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure?')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(otherRow).toBeVisible()
  await otherRow.getByRole('button', { name: `Delete ${other.name}` }).click()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByText('User deleted')).toBeVisible()
  await expect(page.getByText(`No users match "${other.email}".`)).toBeVisible()

  // The server agrees: the deleted account is gone.
  const headers = await adminHeaders(request, base)
  const role = await request.get(`/api/users/role/${encodeURIComponent(other.email)}`, { headers })
  expect(role.status()).toBe(404)
})

test('a failed role change shows the failure', async ({ page, request, baseURL }) => {
  const base = baseURL ?? ''
  const person = await createAccount(request, base, `Sam Stale ${Date.now()}`)
  await signInAs(page, base, 'admin@example.com')
  await page.goto(`/dashboard/manageUser?search=${encodeURIComponent(person.email)}`)
  const row = page.getByRole('row').filter({ hasText: person.email })
  await expect(row.getByRole('button', { name: 'Make Agent' })).toBeVisible()
  // Made an agent elsewhere meanwhile: the page still offers it, and the API refuses it as done already.
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(person.email)}`, {
    headers: await adminHeaders(request, base),
  })
  expect(made.status()).toBe(200)
  await row.getByRole('button', { name: 'Make Agent' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Failed to change role: This user is already an agent')).toBeVisible()
})
