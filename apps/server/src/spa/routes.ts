import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import {
  AREA_UNIT_META,
  type AreaUnit,
  MAP_TILE_ATTRIBUTION_META,
  MAP_TILE_URL_META,
} from '@keyhaven/contract'
import { type Context, Hono } from 'hono'
import type { MapTiles } from '../config/config.ts'
import type { Logger } from '../http/logger.ts'
import { acceptedEncoding, compress } from './compression.ts'
import { createPageRenderer } from './server-rendering.ts'
import { replaceFirst } from './splice.ts'

const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/** The public pages a search engine should index (guarded pages and the reset link's page are left out). */
export const SITEMAP_PATHS = ['/', '/rentProperties', '/login', '/register', '/forgot-password']

/** What the browser app reads from its page at start rather than from the API. */
export interface PageSettings {
  currency: string
  areaUnit: AreaUnit
  mapTiles: MapTiles
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** index.html with the configured currency and map tiles in its meta tags. */
function withSettings(html: string, { currency, areaUnit, mapTiles }: PageSettings) {
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}" />`
  const withCurrency = replaceFirst(
    html,
    /<meta name="keyhaven-currency" content="[A-Z]*"/,
    `<meta name="keyhaven-currency" content="${currency}"`,
  )
  return replaceFirst(
    withCurrency,
    '</head>',
    `${meta(MAP_TILE_URL_META, mapTiles.url)}\n${meta(MAP_TILE_ATTRIBUTION_META, mapTiles.attribution)}\n${meta(AREA_UNIT_META, areaUnit)}\n</head>`,
  )
}

export interface SiteOptions {
  /** The public URL of the site (canonical links, sitemap). */
  siteUrl: string
  /** The API in this process, for the pages rendered on the server. */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>
}

/**
 * Hosts the built web app: its files (precompressed variants chosen by Accept-Encoding), public pages rendered
 * on the server, and index.html (with the configured currency and map tiles) for the pages the browser renders. Without a
 * build, pages say how to make one instead of failing.
 */
export function createSpaRoutes(distDir: string, settings: PageSettings, logger: Logger, site: SiteOptions) {
  const indexPath = path.join(distDir, 'index.html')
  const spa = new Hono()
  spa.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(`User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  })
  spa.get('/sitemap.xml', (c) => {
    const urls = SITEMAP_PATHS.map((page) => `  <url><loc>${site.siteUrl}${page}</loc></url>`).join('\n')
    c.header('Cache-Control', 'public, max-age=3600')
    c.header('Content-Type', 'application/xml; charset=utf-8')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    )
  })
  if (!existsSync(indexPath)) {
    logger.warn('web app not built; run `npm run build`', { distDir })
    return spa.get('*', (c) => c.text('The Keyhaven web app is not built yet. Run `npm run build`.', 503))
  }
  const indexHtml = withSettings(readFileSync(indexPath, 'utf8'), settings)
  const renderPage = createPageRenderer({ distDir, currency: settings.currency, logger, ...site })
  const files = serveStatic({ root: path.relative(process.cwd(), distDir), precompressed: true })

  const sendHtml = async (c: Context, html: string, status: 200 | 404) => {
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return c.html(html, status)
    c.header('Content-Encoding', encoding)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    return c.body(new Uint8Array(await compress(html, encoding)), status)
  }
  const sendPage = async (c: Context) => {
    if (!renderPage) return sendHtml(c, indexHtml, 200)
    const page = await renderPage(c.req.raw, indexHtml, c.get('secureHeadersNonce'))
    if (page.kind === 'redirect') return page.response
    if (page.kind === 'shell') return sendHtml(c, indexHtml, 200)
    return sendHtml(c, page.html, page.status === 404 ? 404 : 200)
  }
  return spa
    .get('/', sendPage)
    .get('/index.html', (c) => sendHtml(c, indexHtml, 200))
    .use('*', async (c, next) => {
      const response = await files(c, next)
      // serveStatic answers a Response when it found a file; otherwise it has run the fallback below.
      if (response instanceof Response) {
        response.headers.set(
          'Cache-Control',
          hashedAsset.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        if (compressible.test(response.headers.get('Content-Type') ?? '')) {
          response.headers.set('Vary', 'Accept-Encoding')
        }
        return response
      }
    })
    .get('*', (c) => {
      // Only extension-less paths are pages; a missing /assets/x.js stays a plain 404.
      if (path.extname(c.req.path)) return c.text('Not found', 404)
      return sendPage(c)
    })
}
