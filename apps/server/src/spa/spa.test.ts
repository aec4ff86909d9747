import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'

/**
 * A stand-in for the web app's server build (apps/web/dist/server/index.js) in the shape React Router's request
 * handler reads: one root route, and an entry that writes a page from what the host hands it (the settings and
 * nonce under the build's own context key, the status), so the host is tested without building the web app.
 */
const serverBuild = `
const manifestRoute = (id, path, parentId) => ({ id, path, parentId, hasLoader: false, hasAction: false, hasErrorBoundary: false, module: '/assets/' + id + '-AbCdEf12.js', imports: [], css: [] })
export const assets = {
  entry: { module: '/assets/entry-AbCdEf12.js', imports: [] },
  routes: { root: manifestRoute('root', ''), page: manifestRoute('page', '*', 'root') },
  url: '/assets/manifest-AbCdEf12.js',
  version: 'test',
}
export const assetsBuildDirectory = 'client'
export const basename = '/'
export const future = {}
export const isSpaMode = false
export const prerender = []
export const publicPath = '/'
export const routeDiscovery = { mode: 'initial' }
export const ssr = true
export const routes = {
  // As the web app's root route: its headers are every page's.
  root: { id: 'root', path: '', module: { default: () => null, headers: () => ({ 'Cache-Control': 'no-cache' }) } },
  page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
}
// As the web app's: the key under which the host hands each page its context.
const pageContextKey = { defaultValue: undefined }
let renderingLanguage
export const entry = {
  module: {
    pageContextKey,
    // As the web app's: the host runs each page request in its language.
    inLanguage(language, work) {
      renderingLanguage = language
      return work()
    },
    default(request, status, headers, routerContext, loadContext) {
      const { settings, nonce, language } = loadContext.get(pageContextKey)
      headers.set('Content-Language', language + ' (rendered in ' + renderingLanguage + ')')
      headers.set('Content-Type', 'text/html; charset=utf-8')
      const tiles = settings.mapTiles.url.replaceAll('&', '&amp;')
      return new Response(
        '<!DOCTYPE html><html><head><meta name="keyhaven-currency" content="' + settings.currency + '"/>' +
          '<meta name="keyhaven-map-tiles" content="' + tiles + '"/></head><body data-nonce="' + nonce + '">' +
          new URL(request.url).pathname + ' at ' + settings.siteUrl + '</body></html>',
        { status, headers },
      )
    },
  },
}
`
const asset = 'console.log("keyhaven")'
const assetBrotli = brotliCompressSync(asset)
const assetGzip = gzipSync(asset)
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>'

let ctx: TestContext
/** Another app over the same database whose web dist folder does not exist (the web app was never built). */
let unbuilt: TestApp

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      CURRENCY: 'EUR',
      BASE_URL: 'https://homes.example',
      MAP_TILE_URL: 'https://{s}.tiles.example.net/v2/{z}/{x}/{y}.png?key=k&style=light',
      MAP_TILE_ATTRIBUTION: '© <a href="https://tiles.example.net">Example "Tiles"</a>',
    },
    webFiles: {
      'server/index.js': serverBuild,
      'client/assets/index-AbCdEf12.js': asset,
      'client/assets/index-AbCdEf12.js.br': assetBrotli,
      'client/assets/index-AbCdEf12.js.gz': assetGzip,
      'client/favicon.svg': favicon,
    },
  })
  unbuilt = createTestApp(ctx.database, ctx.storage, {
    dataDir: ctx.config.dataDir,
    webDistDir: path.join(ctx.tempDir, 'never-built'),
  })
})
afterAll(() => ctx?.close())

describe('SPA host', () => {
  it.each(['/', '/rentProperties', '/some/client/route', '/property/123?tab=reviews'])(
    '%s is rendered by the server build with the configured settings and the page nonce',
    async (route) => {
      const response = await ctx.request(route)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(html).toContain('<meta name="keyhaven-currency" content="EUR"/>')
      expect(html).toContain(`${new URL(route, 'http://x').pathname} at https://homes.example`)
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      expect(nonce).toBeTruthy()
      expect(html).toContain(`data-nonce="${nonce}"`)
    },
  )

  it('gives the page the configured map tiles, and lets it show images of their server', async () => {
    const response = await ctx.request('/allProperties')
    const html = await response.text()
    expect(html).toContain(
      '<meta name="keyhaven-map-tiles" content="https://{s}.tiles.example.net/v2/{z}/{x}/{y}.png?key=k&amp;style=light"/>',
    )
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.net[ ;]/)
    expect(policy).not.toContain('openstreetmap')
  })

  it('serves the files of the build', async () => {
    const script = await ctx.request('/assets/index-AbCdEf12.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toBe(asset)

    const icon = await ctx.request('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(await icon.text()).toBe(favicon)
  })

  it('sends an immutable Cache-Control for hashed assets and a short one for other files', async () => {
    const script = await ctx.request('/assets/index-AbCdEf12.js')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await ctx.request('/favicon.svg')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends the brotli file of the build to a client that accepts brotli, gzip to one that takes only gzip', async () => {
    const brotli = await ctx.request('/assets/index-AbCdEf12.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-type')).toContain('javascript')
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await brotli.arrayBuffer())).toEqual(assetBrotli)

    const gzip = await ctx.request('/assets/index-AbCdEf12.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(assetGzip)

    const plain = await ctx.request('/assets/index-AbCdEf12.js', {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    expect(await plain.text()).toBe(asset)
  })

  it('compresses pages for clients that accept it, and never lets them be cached', async () => {
    const page = await ctx.request('/rentProperties', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('vary')).toContain('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('content="EUR"')

    const brotli = await ctx.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain(
      'content="EUR"',
    )

    const refused = await ctx.request('/', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' } })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
    const plain = await ctx.request('/', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('content="EUR"')
  })

  it('publishes robots.txt and a sitemap of the public pages at the configured address', async () => {
    const robots = await ctx.request('/robots.txt')
    expect(robots.status).toBe(200)
    const rules = await robots.text()
    expect(rules).toContain('User-agent: *')
    expect(rules).toContain('Disallow: /dashboard')
    expect(rules).toContain('Sitemap: https://homes.example/sitemap.xml')

    const sitemap = await ctx.request('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const xml = await sitemap.text()
    for (const page of ['/', '/rentProperties', '/login', '/register', '/forgot-password']) {
      expect(xml).toContain(`<loc>https://homes.example${page}</loc>`)
    }
    expect(xml).not.toContain('/dashboard')
  })

  it('serves each language under its prefix, in its language, and lists every language for search engines', async () => {
    const spanish = await ctx.request('/es/rentProperties')
    expect(spanish.status).toBe(200)
    expect(spanish.headers.get('content-language')).toBe('es (rendered in es)')
    expect(await spanish.text()).toContain('/es/rentProperties at https://homes.example')
    expect((await ctx.request('/ar')).headers.get('content-language')).toBe('ar (rendered in ar)')
    expect((await ctx.request('/rentProperties')).headers.get('content-language')).toBe('en (rendered in en)')
    // Not a language: an ordinary (unknown) English address.
    expect((await ctx.request('/fr/rentProperties')).headers.get('content-language')).toBe(
      'en (rendered in en)',
    )

    expect(await (await ctx.request('/robots.txt')).text()).toContain('Disallow: /bn/dashboard')
    const xml = await (await ctx.request('/sitemap.xml')).text()
    for (const page of ['/bn', '/es/rentProperties', '/ar/login']) {
      expect(xml).toContain(`<loc>https://homes.example${page}</loc>`)
    }
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://homes.example/ar/register"/>',
    )
  })

  it('leads an English address to the language chosen, else to the first of ours the browser names', async () => {
    const chosen = await ctx.request('/rentProperties?page=2', {
      headers: { Cookie: 'keyhaven-language=ar' },
    })
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('location')).toBe('/ar/rentProperties?page=2')
    expect(chosen.headers.get('vary')).toContain('Cookie')
    const preferred = await ctx.request('/', {
      headers: { 'Accept-Language': 'fr-FR, es-MX;q=0.8, en;q=0.5' },
    })
    expect(preferred.headers.get('location')).toBe('/es')
    // A chosen English stays, whatever the browser prefers; an unknown choice counts as none.
    const english = await ctx.request('/', {
      headers: { Cookie: 'keyhaven-language=en', 'Accept-Language': 'bn' },
    })
    expect(english.status).toBe(200)
    expect(english.headers.get('vary')).toContain('Accept-Language')
    const unknown = await ctx.request('/', {
      headers: { Cookie: 'keyhaven-language=xx', 'Accept-Language': 'en-GB' },
    })
    expect(unknown.status).toBe(200)
    // A prefixed address is its own language's, whatever the choice.
    const prefixed = await ctx.request('/bn/login', { headers: { Cookie: 'keyhaven-language=ar' } })
    expect(prefixed.status).toBe(200)
  })

  it.each(['/assets/missing.js', '/assets/missing-AbCdEf12.css', '/favicon.ico'])(
    '%s is a plain 404, not the index',
    async (route) => {
      const response = await ctx.request(route)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('keyhaven-currency')
    },
  )

  it.each(['/api/x', '/api/properties/unknown/deeper', '/api'])(
    '%s never answers the index',
    async (route) => {
      const response = await ctx.request(route)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.text()).not.toContain('keyhaven-currency')
    },
  )

  it("refuses a form another site posts to a page's action (React Router's own check), and lets the site's own through", async () => {
    const post = (origin: string) =>
      ctx.request('/dashboard/wishlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: 'intent=remove',
      })
    for (const origin of ['https://evil.example', 'null']) {
      expect((await post(origin)).status).toBe(400)
    }
    // The stand-in's page has no action: past the check, React Router answers 405.
    expect((await post('http://localhost')).status).toBe(405)
  })

  it('does not serve files outside the build folder', async () => {
    await writeFile(path.join(ctx.tempDir, 'outside.txt'), 'TOP-SECRET')
    for (const route of [
      '/..%2Foutside.txt',
      '/%2e%2e/outside.txt',
      '/../outside.txt',
      '/assets/..%2F..%2Foutside.txt',
    ]) {
      const response = await ctx.request(route)
      expect(await response.text(), route).not.toContain('TOP-SECRET')
    }
  })
})

describe('SPA host without a build', () => {
  it('says how to build the web app instead of failing', async () => {
    const response = await unbuilt.request('/rentProperties')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build')
  })

  it('keeps the API working', async () => {
    const response = await unbuilt.request('/api/health')
    expect(response.status).toBe(200)
    const missing = await unbuilt.request('/api/x')
    expect(missing.status).toBe(404)
  })
})
