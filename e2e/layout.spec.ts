import { expect, test } from './support/interactive.ts'

const WHITE = 'rgb(255, 255, 255)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'

test.describe('navigation bar on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('is transparent over the hero and turns white with a shadow past 50 px', async ({ page }) => {
    await page.goto('/')
    const navbar = page.getByTestId('navbar')
    await expect(navbar).toHaveCSS('background-color', TRANSPARENT)
    await expect(navbar).toHaveCSS('color', WHITE)
    await expect(navbar).toHaveCSS('transition-duration', '0.5s')
    for (const name of ['Home', 'All Properties', 'Dashboard', 'Rent Properties', 'Login']) {
      await expect(navbar.getByRole('link', { name, exact: true })).toBeVisible()
    }

    await page.mouse.wheel(0, 60)
    await page.waitForFunction(() => window.scrollY >= 60)
    await expect(navbar).toHaveCSS('background-color', WHITE)
    await expect(navbar).not.toHaveCSS('box-shadow', 'none')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(navbar).toHaveCSS('background-color', TRANSPARENT)
  })

  test('is white at the top of every other page', async ({ page }) => {
    await page.goto('/rentProperties')
    const navbar = page.getByTestId('navbar')
    await expect(navbar).toHaveCSS('background-color', WHITE)
    await expect(navbar).not.toHaveCSS('box-shadow', 'none')
  })
})

test.describe('navigation bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is white, and its menu opens and closes by button, a tap outside and Escape', async ({ page }) => {
    await page.goto('/')
    const navbar = page.getByTestId('navbar')
    await expect(navbar).toHaveCSS('background-color', WHITE)
    await expect(navbar.getByRole('link', { name: 'All Properties' })).toBeHidden()

    const menu = page.getByRole('dialog', { name: 'Menu' })
    const openButton = page.getByRole('button', { name: 'Open menu' })
    await expect(menu).toBeHidden()

    await openButton.click()
    await expect(menu).toBeVisible()
    await expect(openButton).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Rent Properties' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await openButton.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(370, 400)
    await expect(menu).toBeHidden()

    await openButton.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await openButton.click()
    await menu.getByRole('link', { name: 'Rent Properties' }).click()
    await expect(page).toHaveURL('/rentProperties')
    await expect(menu).toBeHidden()
  })
})

test.describe('footer', () => {
  test('has its blocks, and the newsletter checks the e-mail before subscribing', async ({ page }) => {
    await page.goto('/rentProperties')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
    await expect(footer.getByText('All rights reserved')).toBeVisible()
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `Keyhaven on ${name}` })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'E-mail Keyhaven' })).toHaveAttribute('href', /^mailto:/)

    const email = footer.getByRole('textbox', { name: /Get new listings/ })
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    const submit = footer.getByRole('button', { name: 'Submit' })
    // The form's own code loads after the page's; until it has, the form posts as a plain form to the newsletter
    // page (without-javascript.spec.ts).
    await expect(page.locator('footer[data-interactive]')).toBeAttached()

    await submit.click()
    await expect(footer.getByRole('alert')).toHaveText('Email is required')
    await expect(email).toHaveAttribute('aria-invalid', 'true')

    await email.fill('not-an-email')
    await submit.click()
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address')

    await email.fill('reader@example.com')
    await submit.click()
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible()
    await expect(email).toHaveValue('')
    await expect(footer.getByRole('alert')).toHaveCount(0)
  })
})
