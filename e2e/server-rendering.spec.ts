import { expect, type Page, test } from '@playwright/test'

// Public pages come rendered by the server, with their data, and hydrate without a mismatch; these tests read
// them over plain HTTP (no JavaScript) and in the browser.

interface Listing {
  _id: string
  title: string
  location: string
}

test.describe('server-rendered pages over HTTP (no JavaScript)', () => {
  test('the home page carries the hero, the advertised homes, reviews and agents', async ({ request }) => {
    const advertised = (await (await request.get('/api/properties/advertised?limit=8')).json()) as Listing[]
    expect(advertised.length).toBeGreaterThan(0)
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('<h1 id="hero-title"')
    expect(html).toContain('Welcome to Keyhaven')
    for (const listing of advertised) {
      expect(html).toContain(`alt="${listing.title}"`)
      expect(html).toContain(listing.location)
    }
    expect(html).toContain('Latest User Reviews')
    expect(html).toContain('Lena Park')
    // React separates adjacent text with an empty comment.
    expect(html).toMatch(/Properties Sold: (<!-- -->)?1</)
    expect(html).not.toContain('Loading advertisements...')
    // The loaders' data is handed to the browser (React Router's hydration data), so it does not fetch it again.
    expect(html).toContain('window.__reactRouterContext')
  })

  test('Rent Properties carries the rentals of the page and category asked for', async ({ request }) => {
    const rentals = (await (await request.get('/api/properties/rent?limit=12')).json()) as Listing[]
    expect(rentals.length).toBeGreaterThan(0)
    const html = await (await request.get('/rentProperties')).text()
    expect(html).toContain('Properties For Rent')
    for (const rental of rentals) expect(html).toContain(`Details of ${rental.title}`)
    expect(html).toContain(`${rentals.length} rentals`)

    const villas = (await (await request.get('/api/properties/rent?category=Villa')).json()) as Listing[]
    const villaHtml = await (await request.get('/rentProperties?category=Villa')).text()
    for (const rental of rentals) {
      const isVilla = villas.some((villa) => villa._id === rental._id)
      expect(villaHtml.includes(`Details of ${rental.title}`), rental.title).toBe(isVilla)
    }
  })

  test('each public page has its own title, description, canonical URL, social cards and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const pages = {
      '/': 'Keyhaven: homes for sale and for rent',
      '/rentProperties': 'Properties For Rent · Keyhaven',
      '/login': 'Login · Keyhaven',
      '/register': 'Create an account · Keyhaven',
      '/forgot-password': 'Reset your password · Keyhaven',
    }
    const descriptions = new Set<string>()
    for (const [route, title] of Object.entries(pages)) {
      const html = await (await request.get(route)).text()
      expect(html, route).toContain(`<title>${title}</title>`)
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1]
      expect(description, route).toBeTruthy()
      descriptions.add(description ?? '')
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${route}"/>`)
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${route}"/>`)
      expect(html).toContain('<meta property="og:title"')
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(html.match(/<title>/g), route).toHaveLength(1)
      const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1]
      const graph = JSON.parse(jsonLd ?? '[]') as { '@type': string }[]
      expect(graph[0]?.['@type']).toBe('RealEstateAgent')
    }
    expect(descriptions.size).toBe(Object.keys(pages).length)

    const home = await (await request.get('/')).text()
    const homeGraph = JSON.parse(
      /<script type="application\/ld\+json">(.+?)<\/script>/.exec(home)?.[1] ?? '[]',
    )
    const offers = homeGraph[1].itemListElement.map((entry: { item: unknown }) => entry.item)
    expect(offers.length).toBeGreaterThan(0)
    expect(offers[0]['@type']).toBe('Offer')
    expect(offers[0].itemOffered.additionalType).toBe('https://schema.org/Residence')
  })

  test('the hero image is preloaded at high priority in modern formats, and card images below the fold load lazily', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]*home-image-640\.avif 640w/,
    )
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*home-image-1280\.webp 1280w/)
    for (const image of html.match(/<img [^>]*>/g) ?? []) {
      expect(image).toMatch(/width="\d+"/)
      expect(image).toMatch(/height="\d+"/)
      // Everything but the hero and the logo in the bar (both on the first screen) waits until scrolled near.
      if (!/home-image|favicon\.svg/.test(image)) expect(image).toContain('loading="lazy"')
    }

    // On Rent Properties the first card's picture is the largest thing on a phone's first screen.
    const rentImages = (await (await request.get('/rentProperties')).text()).match(/<img [^>]*>/g) ?? []
    const cards = rentImages.filter((image) => image.includes('/uploads/') && !image.includes('rounded-full'))
    expect(cards.length).toBeGreaterThan(1)
    expect(cards[0]).not.toContain('loading="lazy"')
    expect(cards[0]).toMatch(/fetchpriority="high"/i)
    for (const image of cards.slice(1)) expect(image).toContain('loading="lazy"')
  })

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no/such/page')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(response.headers()['cache-control']).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('Page not found')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  test('an anonymous request for a guarded page is sent to sign in, remembering where it was going', async ({
    request,
  }) => {
    for (const route of ['/dashboard/wishlist', '/allProperties?search=villa', '/property-details/abc']) {
      const response = await request.get(route, { maxRedirects: 0 })
      expect(response.status(), route).toBe(302)
      const location = new URL(response.headers().location ?? '', 'http://x')
      expect(location.pathname).toBe('/login')
      expect(location.searchParams.get('from')).toBe(route)
    }
  })

  test('pages load the stylesheet with a link, first, and their scripts as module preloads, all with the nonce', async ({
    request,
  }) => {
    for (const route of ['/', '/rentProperties', '/login']) {
      const response = await request.get(route)
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeTruthy()
      const html = await response.text()
      const head = html.slice(0, html.indexOf('</head>'))
      const stylesheet = /<link nonce="[^"]+" rel="stylesheet" href="\/assets\/styles-[\w-]+\.css"/.exec(head)
      expect(stylesheet).not.toBeNull()
      // Each script the page runs is preloaded with the HTML, the route's own module included: no second round.
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="([^"]+)"\/>/g)]
      expect(preloads.length).toBeGreaterThan(2)
      // The stylesheet is asked for before the scripts: on a slow line the first paint waits for it alone.
      expect(stylesheet?.index).toBeLessThan(preloads[0]?.index ?? 0)
      for (const [, , preloadNonce] of preloads) expect(preloadNonce).toBe(nonce)
      for (const script of html.match(/<script[^>]*>/g) ?? []) {
        if (!script.includes('application/ld+json')) expect(script).toContain(`nonce="${nonce}"`)
      }
    }
  })

  test('pages and assets are compressed, hashed assets are immutable, pages are not cached', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(page.headers()['content-encoding']).toBe('br')
    const html = await page.text()
    const script = /<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
    const style = /<link nonce="[^"]+" rel="stylesheet" href="([^"]+)"/.exec(html)?.[1]
    for (const asset of [script, style]) {
      expect(asset).toMatch(/^\/assets\/.+-[\w-]{8,}\.(js|css)$/)
      const brotli = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(brotli.headers()['content-encoding']).toBe('br')
      expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      const gzip = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gzip.headers()['content-encoding']).toBe('gzip')
      const plain = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'identity' } })
      expect(plain.headers()['content-encoding']).toBeUndefined()
      expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
        Number(gzip.headers()['content-length']),
      )
    }
  })
})

/** Collects what the page logs at the warning and error levels (React reports hydration mismatches there). */
async function consoleProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // A content security policy refusal (such as an eval probe) is reported as an event, not in the console.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content security policy refused ${event.violatedDirective} at ${event.sourceFile}`),
    ),
  )
  return problems
}

test.describe('hydration', () => {
  // A phone-sized window, where the menu button is shown: it opens the menu before and after hydration.
  test.use({ viewport: { width: 400, height: 800 } })
  for (const route of [
    '/',
    '/rentProperties?category=Villa',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abc',
    '/nope',
  ]) {
    test(`${route} hydrates without a mismatch or a policy refusal and becomes interactive`, async ({
      page,
    }) => {
      const problems = await consoleProblems(page)
      let listingRequests = 0
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/properties')) listingRequests++
      })
      await page.goto(route)
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      // React keeps the button's state once it has taken the page over.
      const menuButton = page.getByRole('button', { name: 'Open menu' })
      await menuButton.click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
      expect(
        problems.filter((text) =>
          /hydrat|did not match|mismatch|server rendered|react error|content security policy/i.test(text),
        ),
      ).toEqual([])
      // The listings came with the page; the browser did not fetch them again.
      expect(listingRequests).toBe(0)
    })
  }

  test('the menu opens before the scripts have come, and says it is open once they have', async ({
    page,
  }) => {
    let release = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    // The document's own load would wait for its scripts.
    await page.goto('/', { waitUntil: 'commit' })
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect(await page.locator('html[data-interactive]').count()).toBe(0)
    release()
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  })

  // A browser's first number or date format loads its locale's data, a long task on a phone that a tap then
  // waits behind (docs/performance.md). The English home page's prices are the API's own text.
  test('the English home page hydrates its prices without making a number or date format', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      Object.assign(window, { formatsMade: made })
      // Called with or without `new`, both make one.
      const watched = <T extends new (...args: never[]) => object>(original: T, name: string): T =>
        new Proxy(original, {
          construct(target, args) {
            made.push(name)
            return Reflect.construct(target, args)
          },
          apply(target, self, args) {
            made.push(name)
            return Reflect.apply(target as unknown as (...args: unknown[]) => unknown, self, args)
          },
        })
      Intl.NumberFormat = watched(Intl.NumberFormat, 'NumberFormat')
      Intl.DateTimeFormat = watched(Intl.DateTimeFormat, 'DateTimeFormat')
    })
    await page.goto('/')
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    const cards = page.getByRole('region', { name: 'Advertisement Section' }).getByRole('listitem')
    await expect(cards.first()).toContainText('$')
    // Each section below the hero hydrates after the page is interactive: wait until React holds its cards.
    await expect
      .poll(() =>
        cards.evaluateAll((items) =>
          items.every((item) => Object.keys(item).some((key) => key.startsWith('__reactFiber'))),
        ),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as { formatsMade: string[] }).formatsMade)).toEqual(
      [],
    )
  })
})

test('a signed-in dashboard screen hydrates without a mismatch, its data from the page', async ({
  page,
  baseURL,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL ?? '' },
    data: { email: 'agent@example.com', password: 'demo1234' },
  })
  expect(signIn.ok()).toBe(true)
  const problems = await consoleProblems(page)
  const listingRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/properties/agent'))
      listingRequests.push(request.url())
  })
  await page.goto('/dashboard/myAddProperties')
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  await expect(page.getByText('Riverside Apartment').first()).toBeVisible()
  expect(
    problems.filter((text) =>
      /hydrat|did not match|mismatch|server rendered|react error|content security policy/i.test(text),
    ),
  ).toEqual([])
  expect(listingRequests).toEqual([])
})

test.describe('a signed-in buyer', () => {
  const hydrationProblems = (problems: string[]) =>
    problems.filter((text) =>
      /hydrat|did not match|mismatch|server rendered|react error|content security policy/i.test(text),
    )

  for (const screen of ['All Properties', 'a listing’s details'] as const) {
    test(`${screen} hydrates without a mismatch, its data and its title from the page`, async ({
      page,
      baseURL,
    }) => {
      const [listing] = (await (
        await page.request.get('/api/properties/advertised?limit=1')
      ).json()) as Listing[]
      expect(listing).toBeDefined()
      const { route, title, heading } =
        screen === 'All Properties'
          ? { route: '/allProperties', title: 'All Properties · Keyhaven', heading: 'All Properties' }
          : {
              route: `/property-details/${listing?._id}`,
              title: `${listing?.title} · Keyhaven`,
              heading: listing?.title ?? '',
            }
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        headers: { Origin: baseURL ?? '' },
        data: { email: 'user@example.com', password: 'demo1234' },
      })
      expect(signIn.ok()).toBe(true)
      // The title comes once, from the route's meta, with the server's page.
      const response = await page.request.get(route)
      // The root route's headers reach its nested pages.
      expect(response.headers()['cache-control']).toBe('no-cache')
      const html = await response.text()
      expect(html.match(/<title>/g), route).toHaveLength(1)

      const problems = await consoleProblems(page)
      // The list, or the listing itself, came with the page (the details page reads the visitor's own extras,
      // such as viewing slots, in the browser).
      const pageData = screen === 'All Properties' ? '/api/properties' : `/api/properties/${listing?._id}`
      const listingRequests: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (screen === 'All Properties' ? pathname.startsWith(pageData) : pathname === pageData)
          listingRequests.push(request.url())
      })
      await page.goto(route)
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page).toHaveTitle(title)
      expect(hydrationProblems(problems)).toEqual([])
      expect(listingRequests).toEqual([])
    })
  }
})

test('each signed-in screen comes from the server with its own title, once', async ({
  playwright,
  baseURL,
}) => {
  const screens: Record<string, [path: string, title: string][]> = {
    'user@example.com': [
      ['/dashboard/wishlist', 'My Wishlist'],
      ['/dashboard/my-viewings', 'My Viewings'],
      ['/dashboard/my-applications', 'My Applications'],
      ['/dashboard/property-bought', 'My Offers'],
      ['/dashboard/myProfile', 'My profile'],
    ],
    'agent@example.com': [
      ['/dashboard/addProperty', 'Add Property'],
      ['/dashboard/myAddProperties', 'My Added Properties'],
      ['/dashboard/requestedProperties', 'Offers Received'],
      ['/dashboard/leads', 'Leads'],
    ],
    'admin@example.com': [
      ['/dashboard/manageUser', 'Manage Users'],
      ['/dashboard/manageProperties', 'Manage Properties'],
      ['/dashboard/audit-log', 'Audit Log'],
    ],
  }
  for (const [email, pages] of Object.entries(screens)) {
    const visitor = await playwright.request.newContext({ baseURL })
    try {
      const signIn = await visitor.post('/api/auth/sign-in/email', {
        headers: { Origin: baseURL ?? '' },
        data: { email, password: 'demo1234' },
      })
      expect(signIn.ok(), email).toBe(true)
      for (const [path, title] of pages) {
        const response = await visitor.get(path, { maxRedirects: 0 })
        expect(response.status(), `${email} ${path}`).toBe(200)
        const titles = (await response.text()).match(/<title>[^<]*<\/title>/g)
        expect(titles, `${email} ${path}`).toEqual([`<title>${title} · Keyhaven</title>`])
      }
    } finally {
      await visitor.dispose()
    }
  }
})
