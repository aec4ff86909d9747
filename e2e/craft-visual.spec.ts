import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { bearerFor, createAccount, signInAs } from './support/accounts.ts'
import { pngFile } from './support/images.ts'
import { expect, pageAs, test } from './support/interactive.ts'
import { agentWithListing } from './support/listings.ts'

// Visual details, measured in the browser: the navbar's bell and Logout over the home page's hero, the
// desktop filter bar's selects, the full-screen photo viewer, Contact the agent's labels and the details page's
// columns.

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] in 0-255. */
function contrast(a: number[], b: number[]) {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((channel) => {
      const c = channel / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/**
 * The lowest contrast between a control's colour (its text, or an icon drawn in currentColor) and any pixel of
 * what lies behind it on the screen: the navbar's contents are hidden for the picture, so the hero's photo and
 * its shade are what is read.
 */
async function worstContrastBehind(page: Page, control: Locator) {
  // Its colour in sRGB, whatever notation the stylesheet used (daisyUI's are oklch): painted on a canvas and read.
  const colour = await control.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d')
    if (!canvas) throw new Error('no canvas')
    canvas.fillStyle = getComputedStyle(element).color
    canvas.fillRect(0, 0, 1, 1)
    return Array.from(canvas.getImageData(0, 0, 1, 1).data.slice(0, 3))
  })
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not on the screen')
  const hide = await page.addStyleTag({ content: '[data-testid="navbar"] nav { visibility: hidden }' })
  const shot = await page.screenshot({ clip: box })
  await hide.evaluate((style) => (style as Element).remove())
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let worst = Number.POSITIVE_INFINITY
  for (let at = 0; at < data.length; at += info.channels) {
    worst = Math.min(worst, contrast(colour, [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]))
  }
  return worst
}

/** axe's colour-contrast rule over the navbar: no violation, and Logout among what it could judge. */
async function expectNavbarContrast(page: Page, where: string) {
  const { violations, passes } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('[data-testid="navbar"]')
    .withRules(['color-contrast'])
    .analyze()
  expect(
    violations.flatMap((v) => v.nodes.map((n) => `${where}: ${n.target.join(' ')} ${n.failureSummary}`)),
  ).toEqual([])
  const judged = passes.flatMap((rule) => rule.nodes.map((node) => node.html))
  expect(
    judged.some((html) => html.includes('Logout')),
    `${where}: axe judged Logout`,
  ).toBe(true)
}

test.describe('the navbar of a signed-in person', () => {
  test.use({ viewport: DESKTOP })

  test('the bell and Logout are readable over the home hero and on the white bar', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const person = await createAccount(request, base, `Nia Night ${randomUUID().slice(0, 4)}`)
    await signInAs(page, base, person.email)
    await page.goto('/')
    const navbar = page.getByTestId('navbar')
    const bell = navbar.getByRole('button', { name: /^Notifications/ })
    const logout = navbar.getByRole('button', { name: 'Logout' })
    await expect(bell).toBeVisible()
    await expect(navbar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    // The hero's photo fades in: read it once it is there.
    await expect(page.locator('#hero-title').locator('xpath=ancestor::section//img')).toHaveCSS(
      'opacity',
      '1',
    )

    // Over the photo, measured on the screen's pixels (an icon needs 3:1, text 4.5:1).
    expect(await worstContrastBehind(page, bell)).toBeGreaterThanOrEqual(3)
    expect(await worstContrastBehind(page, logout)).toBeGreaterThanOrEqual(4.5)
    // axe reads no photo (it answers "needs review" over one): it judges the bar against the hero's own shade
    // and background, with the photo taken away.
    const photo = await page.addStyleTag({ content: 'section:has(#hero-title) picture { display: none }' })
    await expectNavbarContrast(page, 'over the hero')
    await photo.evaluate((style) => (style as Element).remove())

    // The white bar, once scrolled.
    await page.mouse.wheel(0, 200)
    await expect(navbar).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    expect(await worstContrastBehind(page, bell)).toBeGreaterThanOrEqual(3)
    expect(await worstContrastBehind(page, logout)).toBeGreaterThanOrEqual(4.5)
    await expectNavbarContrast(page, 'scrolled, white')

    // And on every other page.
    await page.goto('/rentProperties')
    await expect(bell).toBeVisible()
    await expectNavbarContrast(page, 'Rent Properties')
  })
})

test.describe('the desktop filter bar', () => {
  test.describe.configure({ timeout: 90_000 })

  test('every select shows its longest choice whole, beside its label, at desktop and tablet widths', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const person = await createAccount(request, base, `Fay Filter ${randomUUID().slice(0, 4)}`)
    const page = await pageAs(browser, base, person.email, { viewport: DESKTOP })
    await page.goto('/allProperties')
    const filters = page.getByRole('region', { name: 'Filters' })
    // Each select set to its longest choice, as the address of a search would set it.
    const longest = await filters.locator('select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).map((select) => {
        const option = Array.from(select.options).sort((a, b) => b.text.length - a.text.length)[0]
        return [select.name, option?.value ?? ''] as const
      }),
    )
    expect(longest.length).toBeGreaterThanOrEqual(6)
    const query = new URLSearchParams(longest.filter(([, value]) => value !== '') as [string, string][])

    await page.goto(`/allProperties?${query}`)
    for (const [name, value] of query)
      await expect(filters.locator(`select[name="${name}"]`)).toHaveValue(value)
    for (const width of [1440, 1366, 1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 })
      const fields = await filters.locator('select, input:not([type="checkbox"])').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          const label = element.closest('label')?.querySelector('span')?.getBoundingClientRect()
          const style = getComputedStyle(element)
          const text =
            element instanceof HTMLSelectElement
              ? (element.selectedOptions[0]?.text ?? '')
              : (element as HTMLInputElement).name
          return {
            text,
            isSelect: element instanceof HTMLSelectElement,
            box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
            // The line of text: the field's middle, one font size high.
            textTop: box.top + box.height / 2 - Number.parseFloat(style.fontSize) / 2,
            labelBottom: label?.bottom ?? null,
          }
        }),
      )
      for (const field of fields.filter((f) => f.isSelect)) {
        expect(field.scrollWidth, `${width} px: "${field.text}" fits its select`).toBeLessThanOrEqual(
          field.clientWidth,
        )
        expect(field.labelBottom, `${width} px: the label of "${field.text}"`).not.toBeNull()
        expect(
          field.labelBottom ?? 0,
          `${width} px: the label stays above "${field.text}"`,
        ).toBeLessThanOrEqual(field.textTop)
        expect(field.box.right, `${width} px: "${field.text}" stays on the screen`).toBeLessThanOrEqual(width)
      }
      // No two fields overlap.
      for (const [index, a] of fields.entries()) {
        for (const b of fields.slice(index + 1)) {
          const apart =
            a.box.right <= b.box.left ||
            b.box.right <= a.box.left ||
            a.box.bottom <= b.box.top ||
            b.box.bottom <= a.box.top
          expect(apart, `${width} px: "${a.text}" and "${b.text}" do not overlap`).toBe(true)
        }
      }
    }
  })
})

test.describe('the full-screen photo viewer', () => {
  test.describe.configure({ timeout: 120_000 })

  test('shows the whole photo, tall, wide or landscape, and its controls, on desktops and a phone', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const tag = randomUUID().slice(0, 6)
    const title = `Viewer House ${tag}`
    // A portrait, a panorama and a landscape, each larger than the screens below (stored 1280 px wide).
    const { propertyId } = await agentWithListing(request, base, {
      title,
      location: `${tag} Lens Lane`,
      verified: true,
      photos: [
        await pngFile('tall.png', '#1d3557', { width: 1280, height: 1920 }),
        await pngFile('wide.png', '#c1121f', { width: 3000, height: 800 }),
        await pngFile('landscape.png', '#2d6a4f', { width: 1600, height: 1067 }),
      ],
    })
    const buyer = await createAccount(request, base, `Vi Viewer ${tag}`)

    for (const viewport of [DESKTOP, { width: 1280, height: 720 }, PHONE]) {
      const page = await pageAs(browser, base, buyer.email, { viewport })
      await page.goto(`/property-details/${propertyId}`)
      await page.getByRole('button', { name: 'Open photo 1 of 3 full screen' }).click()
      const viewer = page.getByRole('dialog', { name: `Photos of ${title}` })
      await expect(viewer).toBeVisible()
      for (const at of [1, 2, 3]) {
        const where = `${viewport.width}x${viewport.height}, photo ${at}`
        const photo = viewer.getByRole('img', { name: `${title}, photo ${at} of 3` })
        await expect(photo).toHaveJSProperty('complete', true)
        await expect(photo, where).toBeInViewport({ ratio: 1 })
        // Whole: the box the photo is drawn in has the photo's own shape (nothing cut off, nothing stretched).
        const shape = await photo.evaluate((img: HTMLImageElement) => ({
          drawn: img.clientWidth / img.clientHeight,
          natural: img.naturalWidth / img.naturalHeight,
        }))
        expect(Math.abs(shape.drawn - shape.natural) / shape.natural, where).toBeLessThan(0.02)
        for (const name of ['Close photos', 'Previous photo', 'Next photo']) {
          const control = viewer.getByRole('button', { name })
          await expect(control, `${where}: ${name}`).toBeInViewport({ ratio: 1 })
          // Nothing lies over it: a click at its middle reaches it.
          const hit = await control.evaluate((button) => {
            const box = button.getBoundingClientRect()
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return top !== null && button.contains(top)
          })
          expect(hit, `${where}: ${name} can be clicked`).toBe(true)
        }
        await page.keyboard.press('ArrowRight')
      }
      await page.keyboard.press('Escape')
      await expect(viewer).toBeHidden()
      await page.context().close()
    }
  })
})

test.describe('Contact the agent', () => {
  test('puts each label above its field, apart from it, on a desktop and a phone', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const tag = randomUUID().slice(0, 6)
    const { propertyId } = await agentWithListing(request, base, {
      title: `Letter House ${tag}`,
      location: `${tag} Post Street`,
      verified: true,
    })
    const buyer = await createAccount(request, base, `Cy Contact ${tag}`)
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(browser, base, buyer.email, { viewport })
      await page.goto(`/property-details/${propertyId}`)
      const form = page.getByRole('region', { name: 'Contact agent' })
      await expect(form.getByLabel('Message', { exact: true })).toBeVisible()
      for (const name of ['Message', 'Phone (optional)']) {
        const label = await form.getByText(name, { exact: true }).boundingBox()
        const field = await form.getByLabel(name, { exact: true }).boundingBox()
        if (!label || !field) throw new Error(`${name} is not on the screen`)
        const where = `${viewport.width} px, ${name}`
        // Above, with a gap, and starting where the field starts.
        expect(field.y - (label.y + label.height), where).toBeGreaterThanOrEqual(3.5)
        expect(Math.abs(field.x - label.x), where).toBeLessThanOrEqual(1)
      }
      await page.context().close()
    }
  })
})

/**
 * The sections below a listing's photos and summary use the page's width on a desktop: those narrower than the
 * page (a column's) stand in both halves of it, or every section spans it, rather than all keeping to the left
 * beside an empty half.
 */
async function expectBothHalvesUsed(page: Page, where: string) {
  // Every section has loaded (the contact form, the viewing times, the price history and the reviews load apart).
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0)
  const layout = await page.locator('article').evaluate((article) => {
    const content = article.getBoundingClientRect()
    const sections = Array.from(document.querySelectorAll('article ~ section, article ~ * section'))
      .map((section) => section.getBoundingClientRect())
      .filter((box) => box.height > 0)
    return {
      left: content.left,
      right: content.right,
      sections: sections.map(({ left, right }) => ({ left, right })),
    }
  })
  const middle = (layout.left + layout.right) / 2
  const narrow = layout.sections.filter((box) => box.right - box.left < 0.75 * (layout.right - layout.left))
  expect(layout.sections.length, where).toBeGreaterThanOrEqual(2)
  if (narrow.length === 0) return
  expect(
    narrow.some((box) => box.right <= middle),
    `${where}: a column's section in the left half`,
  ).toBe(true)
  expect(
    narrow.some((box) => box.left >= middle),
    `${where}: a column's section in the right half`,
  ).toBe(true)
}

test.describe('the details page on a desktop', () => {
  test.describe.configure({ timeout: 150_000 })

  test('uses both halves of its width, whatever sections a listing has and whoever looks', async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? ''
    const tag = randomUUID().slice(0, 6)
    const saleTitle = `Busy House ${tag}`
    const owner = await agentWithListing(request, base, {
      title: saleTitle,
      location: `${tag} Full Street`,
      verified: true,
    })
    const { agent, agentApi, agentHeaders, propertyId: saleId } = owner
    // The sale has it all: a price change (a new price alone keeps it verified and public), an open house and a
    // review.
    const sale = (await (
      await agentApi.get(`/api/properties/${saleId}`, { headers: agentHeaders })
    ).json()) as {
      image: string
    }
    const repriced = await agentApi.put(`/api/properties/${saleId}`, {
      headers: agentHeaders,
      data: {
        title: saleTitle,
        location: `${tag} Full Street`,
        image: sale.image,
        priceRange: '$95,000 - $115,000',
      },
    })
    expect(await repriced.json()).toMatchObject({ verificationStatus: 'verified' })
    const start = new Date(Date.now() + 3 * 86_400_000)
    const openHouse = await agentApi.post(`/api/properties/${saleId}/open-houses`, {
      headers: agentHeaders,
      data: { start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString() },
    })
    expect(openHouse.status()).toBe(201)
    const reviewer = await createAccount(request, base, `Rev Writer ${tag}`)
    const reviewerApi = await playwrightRequest.newContext({ baseURL: base })
    const reviewed = await reviewerApi.post('/api/reviews', {
      headers: await bearerFor(reviewerApi, base, reviewer.email),
      data: { propertyId: saleId, description: 'Bright rooms and a quiet garden.' },
    })
    expect(reviewed.status()).toBe(201)
    // The rental has none of them.
    const rental = await agentWithListing(request, base, {
      title: `Bare Flat ${tag}`,
      location: `${tag} Empty Street`,
      verified: true,
      listingType: 'rent',
    })
    const buyer = await createAccount(request, base, `Bo Browser ${tag}`)

    const viewers = [
      ['a buyer', buyer.email],
      ["the sale's agent", agent.email],
      ["the rental's agent", rental.agent.email],
      ['an admin', 'admin@example.com'],
    ] as const
    for (const [who, email] of viewers) {
      const page = await pageAs(browser, base, email, { viewport: DESKTOP })
      for (const [listing, id] of [
        ['the sale with everything', saleId],
        ['the bare rental', rental.propertyId],
      ] as const) {
        await page.goto(`/property-details/${id}`)
        await expect(page.getByRole('region', { name: 'Price history' })).toBeVisible()
        for (const width of [1440, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await expectBothHalvesUsed(page, `${who}, ${listing}, ${width} px`)
        }
      }
      await page.context().close()
    }
  })
})
