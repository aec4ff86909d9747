import { expect, type Page } from '@playwright/test'
import { bearerFor, createAccount, signInAs } from './support/accounts.ts'
import { pageAs, test, untilInteractive } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Keyhaven in English, Bengali, Spanish and Arabic: each language's pages under its prefix, written by the
// server with the page's lang and dir, chosen in the navbar (remembered), or from the browser's languages.

const HOME = [
  { language: 'en', path: '/', heading: 'Welcome to Keyhaven', dir: 'ltr', nav: 'Main' },
  { language: 'bn', path: '/bn', heading: 'Keyhaven-এ স্বাগতম', dir: 'ltr', nav: 'প্রধান নেভিগেশন' },
  { language: 'es', path: '/es', heading: 'Bienvenido a Keyhaven', dir: 'ltr', nav: 'Navegación principal' },
  { language: 'ar', path: '/ar', heading: 'مرحبًا بك في Keyhaven', dir: 'rtl', nav: 'التنقل الرئيسي' },
]

for (const home of HOME) {
  test(`the home page in ${home.language} comes from the server with its lang, dir and texts`, async ({
    request,
  }) => {
    const html = await (await request.get(home.path)).text()
    expect(html).toContain(`<html lang="${home.language}" dir="${home.dir}"`)
    expect(html).toContain(home.heading)
    // The page names itself in every language, for search engines.
    for (const language of ['en', 'bn', 'es', 'ar'])
      expect(html).toMatch(new RegExp(`hreflang="${language}"`, 'i'))
  })
}

/** Chooses in the navbar's select, which loads the page afresh in the language. */
async function chooseLanguage(page: Page, option: string) {
  const loaded = page.waitForEvent('framenavigated')
  await page
    .getByTestId('navbar')
    .getByRole('combobox', { name: /Language|Idioma|ভাষা|اللغة/ })
    .selectOption(option)
  await loaded
  await untilInteractive(page)
}

test('the navbar switches the language, links stay in it, and the choice is remembered', async ({ page }) => {
  await page.goto('/rentProperties')
  await chooseLanguage(page, 'Español')
  await expect(page).toHaveURL('/es/rentProperties')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const navbar = page.getByTestId('navbar')
  await expect(navbar.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible()

  // A link of the page leads to the page in the same language.
  await navbar.getByRole('link', { name: 'Inicio' }).click()
  await expect(page).toHaveURL('/es')
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Keyhaven' })).toBeVisible()

  // The English address now leads to the chosen language, until English is chosen again.
  await page.goto('/')
  await expect(page).toHaveURL('/es')
  await chooseLanguage(page, 'English')
  await expect(page).toHaveURL('/')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Keyhaven' })).toBeVisible()
})

test("a signed-in person's language is kept in their profile and follows them to another browser", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { email } = await createAccount(request, base, 'Amira Haddad')
  await signInAs(page, base, email)
  await page.goto('/rentProperties')
  await chooseLanguage(page, 'العربية')
  await expect(page).toHaveURL('/ar/rentProperties')

  // Another browser, nothing remembered: once signed in, its pages follow the profile's language.
  const other = await (await browser.newContext({ baseURL: base })).newPage()
  await signInAs(other, base, email)
  await other.goto('/')
  await untilInteractive(other)
  await other.goto('/')
  await expect(other).toHaveURL('/ar')
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl')
  await other.context().close()
})

test("a listing's page shows the agent's translation in its language, and the listing's own text elsewhere", async ({
  request,
  baseURL,
  browser,
}) => {
  const base = baseURL ?? ''
  const { propertyId } = await agentWithListing(request, base, {
    title: 'Lakeside Villa',
    location: 'Calle del Lago 3, Valencia',
    verified: true,
    translations: { es: { title: 'Villa junto al lago', description: 'Luminosa, con vistas al lago.' } },
  })
  const buyer = await pageAs(browser, base, 'user@example.com')
  await buyer.goto(`/es/property-details/${propertyId}`)
  await expect(buyer.getByRole('heading', { level: 1, name: 'Villa junto al lago' })).toBeVisible()
  await expect(buyer.getByText('Luminosa, con vistas al lago.')).toBeVisible()
  await expect(buyer).toHaveTitle(/Villa junto al lago/)
  // Prices and the page's words in Spanish; the listing's own words in a language without a translation.
  await expect(buyer.getByText('Rango de precio:')).toBeVisible()
  await buyer.goto(`/ar/property-details/${propertyId}`)
  await expect(buyer.getByRole('heading', { level: 1, name: 'Lakeside Villa' })).toBeVisible()

  // The pages the server writes for a signed-in person, in each language: its words and its digits.
  const pages = [
    { language: 'bn', dir: 'ltr', allProperties: 'সব প্রপার্টি', digit: /[০-৯]/ },
    { language: 'es', dir: 'ltr', allProperties: 'Todas las propiedades', digit: /100\.000/ },
    { language: 'ar', dir: 'rtl', allProperties: 'كل العقارات', digit: /[٠-٩]/ },
  ]
  for (const { language, dir, allProperties, digit } of pages) {
    const list = await (await buyer.request.get(`/${language}/allProperties?search=Valencia`)).text()
    expect(list, language).toContain(`<html lang="${language}" dir="${dir}"`)
    expect(list, language).toContain(allProperties)
    const details = await (await buyer.request.get(`/${language}/property-details/${propertyId}`)).text()
    const price = /<p class="text-xl">(.*?)<\/p>/s.exec(details)?.[1] ?? ''
    expect(price, language).toMatch(digit)
  }
  await buyer.context().close()
})

test.describe('a browser that prefers Bengali', () => {
  test.use({ locale: 'bn-BD' })

  test('is led to the Bengali pages', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/bn')
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(page.getByRole('heading', { level: 1, name: 'Keyhaven-এ স্বাগতম' })).toBeVisible()
  })
})

test.describe('Arabic, right to left', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the home page, Rent Properties and a rental are mirrored and nothing runs off them at ${viewport.width} px`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport)
      // A signed-in buyer: a listing's page is for signed-in people.
      await signInAs(page, baseURL ?? '', 'user@example.com')
      await page.goto('/ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بك في Keyhaven' })).toBeVisible()
      // Mirrored: the brand starts the navbar on the right.
      const brand = await page.getByTestId('navbar').getByRole('link', { name: 'Keyhaven' }).boundingBox()
      expect(brand && brand.x + brand.width).toBeGreaterThan(viewport.width / 2)
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(await overflow()).toBeLessThanOrEqual(0)
      // Rent Properties and a rental's page, the way a visitor gets there.
      await page.goto('/ar/rentProperties')
      await expect(page.getByRole('heading', { level: 1, name: 'عقارات للإيجار' })).toBeVisible()
      expect(await overflow(), '/ar/rentProperties').toBeLessThanOrEqual(0)
      const details = page.getByRole('link', { name: /^تفاصيل / }).first()
      await page.goto((await details.getAttribute('href')) ?? '')
      await expect(page).toHaveURL(/\/ar\/property-details\//)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await overflow(), 'a rental in Arabic').toBeLessThanOrEqual(0)
    })
  }
})

test('on a Spanish page, a review the API refuses is refused in Spanish', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { propertyId } = await agentWithListing(request, base, {
    title: 'Casa de la Sierra',
    location: 'Calle Mayor 7, Segovia',
    verified: true,
  })
  const buyer = await createAccount(request, base, 'Lucía Compradora')
  const page = await pageAs(browser, base, buyer.email)
  await page.goto(`/es/property-details/${propertyId}`)
  await page.getByRole('button', { name: 'Escribir una opinión' }).click()
  const dialog = page.getByRole('dialog', { name: 'Escribir una opinión' })
  await dialog.getByRole('textbox').fill('Calle tranquila, buena luz.')
  // Meanwhile the buyer reviews it elsewhere (another tab): the API refuses a second review (409).
  const reviewed = await request.post('/api/reviews', {
    headers: await bearerFor(request, base, buyer.email),
    data: { propertyId, description: 'Una casa muy luminosa.' },
  })
  expect(reviewed.status()).toBe(201)
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  // The page reads the listing again after the post and finds the review made elsewhere: the dialog may be
  // titled Edit by the time the refusal shows.
  await expect(
    page
      .getByRole('dialog')
      .getByRole('alert')
      .filter({ hasText: 'Ya has dado tu opinión sobre esta propiedad: edita tu opinión en su lugar.' }),
  ).toBeVisible()
  await expect(page.getByText('You have already reviewed this property', { exact: false })).toHaveCount(0)
  await page.context().close()
})

test('on a Spanish page, Make an Offer out of the price range is refused in Spanish beside the amount', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const { propertyId } = await agentWithListing(request, base, {
    title: 'Piso del Parque',
    location: 'Paseo del Prado 12, Madrid',
    verified: true,
  })
  const buyer = await createAccount(request, base, 'Marta Compradora')
  const page = await pageAs(browser, base, buyer.email)
  await page.goto(`/es/dashboard/make-offer/${propertyId}`)
  const nextMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await page.getByLabel('Importe de la oferta').fill('90000')
  await page.getByLabel('Fecha de compra').fill(nextMonth)
  await page.getByRole('button', { name: 'Ofertar' }).click()
  // The page's own check of the range (the contract's English), told in the page's language, amounts as written.
  const refusal = 'La oferta debe estar entre $100,000 y $120,000'
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Oferta no válida')
  await expect(dialog).toContainText(refusal)
  await dialog.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.getByLabel('Importe de la oferta')).toHaveAccessibleDescription(refusal)
  await expect(page.getByText('Offer must be between', { exact: false })).toHaveCount(0)
  await page.context().close()
})
