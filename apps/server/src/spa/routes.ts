import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import {
  type AreaUnit,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languagePrefix,
  pathInLanguage,
  preferredLanguage,
  type SignInOptions,
  splitLanguagePath,
} from '@keyhaven/contract'
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import type { MapTiles } from '../config/config.ts'
import type { Logger } from '../http/logger.ts'
import { acceptedEncoding, compress } from './compression.ts'

const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/** The public pages a search engine should index (guarded pages and the reset link's page are left out). */
export const SITEMAP_PATHS = ['/', '/rentProperties', '/login', '/register', '/forgot-password']

/** What every page shows or hands to the browser from the server's configuration. */
export interface PageSettings {
  currency: string
  areaUnit: AreaUnit
  mapTiles: MapTiles
  signIn: SignInOptions
}

export interface SiteOptions {
  /** The public URL of the site (canonical links, sitemap). */
  siteUrl: string
  /** The header a trusted proxy sets with the client address (config TRUSTED_PROXY_HEADER). */
  trustedProxyHeader: string | undefined
  /** The API in this process; `env` is the incoming request's (its socket names the client's address). */
  apiFetch: (url: string, init: RequestInit, env: unknown) => Promise<Response>
}

/**
 * Hosts the built web app (apps/web/dist): its browser files from dist/client (precompressed variants chosen by
 * Accept-Encoding), and every page through React Router's request handler over the server build
 * (dist/server/index.js), which runs the routes' loaders and actions and renders the page. Without a build,
 * pages say how to make one instead of failing.
 */
export function createSpaRoutes(distDir: string, settings: PageSettings, logger: Logger, site: SiteOptions) {
  const serverBuild = path.join(distDir, 'server', 'index.js')
  const clientDir = path.join(distDir, 'client')
  const spa = new Hono()
  spa.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    const dashboards = LANGUAGES.map((language) => `Disallow: ${languagePrefix(language)}/dashboard`).join(
      '\n',
    )
    return c.text(`User-agent: *\nAllow: /\n${dashboards}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  })
  spa.get('/sitemap.xml', (c) => {
    // Every public page in every language, each naming its versions in the others (hreflang).
    const urls = SITEMAP_PATHS.flatMap((page) => {
      const alternates = LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${site.siteUrl}${pathInLanguage(page, language)}"/>`,
      ).join('\n')
      return LANGUAGES.map(
        (language) =>
          `  <url>\n    <loc>${site.siteUrl}${pathInLanguage(page, language)}</loc>\n${alternates}\n  </url>`,
      )
    }).join('\n')
    c.header('Cache-Control', 'public, max-age=3600')
    c.header('Content-Type', 'application/xml; charset=utf-8')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    )
  })
  if (!existsSync(serverBuild)) {
    logger.warn('web app not built; run `npm run build`', { distDir })
    return spa.all('*', (c) => c.text('The Keyhaven web app is not built yet. Run `npm run build`.', 503))
  }
  const handlePage = import(pathToFileURL(serverBuild).href).then((build: ServerBuild) => {
    // The key under which the loaders read what this server hands them, and the way the page's language
    // reaches everything that renders it: the build's own (entry.server.tsx).
    const { pageContextKey, inLanguage } = build.entry.module as {
      pageContextKey?: RouterContext<unknown>
      inLanguage?: <T>(language: Language, work: () => T) => T
    }
    if (!pageContextKey || !inLanguage)
      throw new Error(`${serverBuild} exports no pageContextKey: rebuild the web app`)
    // One handler per language: a language's pages live under its prefix, the router's basename, so every link
    // and navigation of a page stays in its language.
    const handlers = new Map(
      LANGUAGES.map((language) => [
        language,
        createRequestHandler(
          language === DEFAULT_LANGUAGE ? build : { ...build, basename: languagePrefix(language) },
          'production',
        ),
      ]),
    )
    return { handlers, pageContextKey, inLanguage }
  })
  const files = serveStatic({ root: path.relative(process.cwd(), clientDir), precompressed: true })
  const pageSettings = { siteUrl: site.siteUrl, ...settings }

  const sendPage = async (c: Context) => {
    const forwardedFor = site.trustedProxyHeader && c.req.header(site.trustedProxyHeader)
    const { handlers, pageContextKey, inLanguage } = await handlePage
    // A language's home page asks for its data at /es.data (the router's basename and `.data`).
    const { language } = splitLanguagePath(c.req.path.replace(/^(\/[a-z]+)\.data$/, '$1/'))
    const handle = handlers.get(language)
    if (!handle) throw new Error(`no page handler for ${language}`)
    const pageContext = {
      language,
      // The loaders' API calls carry this request's client address: the socket's (through `env`) or the
      // trusted proxy's header, so rate limits count the visitor, not the server.
      apiFetch: (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers)
        if (site.trustedProxyHeader && forwardedFor) headers.set(site.trustedProxyHeader, forwardedFor)
        return site.apiFetch(url, { ...init, headers }, c.env)
      },
      nonce: c.get('secureHeadersNonce'),
      settings: pageSettings,
    }
    const response = await inLanguage(language, () =>
      handle(c.req.raw, new RouterContextProvider(new Map([[pageContextKey, pageContext]]))),
    )
    if (!response.headers.get('Content-Type')?.startsWith('text/html'))
      return staysInLanguage(response, language)
    // Cache-Control comes from the web app's root route (`headers`): pages are not cached without asking.
    const headers = new Headers(response.headers)
    headers.set('Vary', `Accept-Encoding, ${LANGUAGE_VARY}`)
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'))
    if (!encoding || !response.body) return new Response(response.body, { status: response.status, headers })
    headers.set('Content-Encoding', encoding)
    const body = new Uint8Array(await compress(await response.text(), encoding))
    return new Response(body, { status: response.status, headers })
  }
  return spa
    .use('*', async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
      const response = await files(c, next)
      // serveStatic answers a Response when it found a file; otherwise it has run the routes below.
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
    .all('*', async (c) => {
      // Only extension-less paths are pages (and React Router's data requests, `.data`); a missing
      // /assets/x.js stays a plain 404.
      const extension = path.extname(c.req.path)
      if (extension && extension !== '.data') return c.text('Not found', 404)
      return languageRedirect(c) ?? sendPage(c)
    })
}

/** An English address's answer depends on the language chosen or preferred (languageRedirect). */
const LANGUAGE_VARY = 'Cookie, Accept-Language'

/**
 * An English address asked for by someone who reads another of our languages goes to that language's page: the
 * language they chose (its cookie), else the first of theirs their browser names. A chosen English stays.
 */
function languageRedirect(c: Context): Response | undefined {
  if (c.req.method !== 'GET' || c.req.path.endsWith('.data')) return undefined
  const url = new URL(c.req.url)
  if (splitLanguagePath(url.pathname).language !== DEFAULT_LANGUAGE) return undefined
  const chosen = getCookie(c, LANGUAGE_COOKIE)
  const language = isLanguage(chosen) ? chosen : preferredLanguage(c.req.header('Accept-Language'))
  if (!language || language === DEFAULT_LANGUAGE) return undefined
  return new Response(null, {
    status: 302,
    headers: {
      Location: pathInLanguage(`${url.pathname}${url.search}`, language),
      'Cache-Control': 'no-cache',
      Vary: LANGUAGE_VARY,
    },
  })
}

/**
 * A page's redirect to another of the app's pages (after a form posted without scripts) keeps the page's
 * language: the routes name addresses without a prefix, as the browser's router adds its own.
 */
function staysInLanguage(response: Response, language: Language): Response {
  const location = response.headers.get('Location')
  if (language === DEFAULT_LANGUAGE || !location?.startsWith('/') || location.startsWith('//'))
    return response
  if (location.startsWith('/api/') || splitLanguagePath(location).language !== DEFAULT_LANGUAGE)
    return response
  const headers = new Headers(response.headers)
  headers.set('Location', pathInLanguage(location, language))
  return new Response(response.body, { status: response.status, headers })
}
