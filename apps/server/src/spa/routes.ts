import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import type { Logger } from '../http/logger.ts'

const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/

/**
 * Hosts the built SPA: files from its dist folder, and index.html (with the configured currency) for every
 * client route. Without a build, pages say how to make one instead of failing.
 */
export function createSpaRoutes(distDir: string, currency: string, logger: Logger) {
  const indexPath = path.join(distDir, 'index.html')
  const spa = new Hono()
  if (!existsSync(indexPath)) {
    logger.warn('web app not built; run `npm run build`', { distDir })
    return spa.get('*', (c) => c.text('The Keyhaven web app is not built yet. Run `npm run build`.', 503))
  }
  const indexHtml = readFileSync(indexPath, 'utf8').replace(
    /<meta name="keyhaven-currency" content="[A-Z]*"/,
    `<meta name="keyhaven-currency" content="${currency}"`,
  )
  const files = serveStatic({ root: path.relative(process.cwd(), distDir) })
  const sendIndex = (c: Context) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  }
  return spa
    .get('/', sendIndex)
    .get('/index.html', sendIndex)
    .use('*', async (c, next) => {
      const response = await files(c, next)
      // serveStatic answers a Response when it found a file; otherwise it has run the fallback below.
      if (response instanceof Response) {
        response.headers.set(
          'Cache-Control',
          hashedAsset.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        return response
      }
    })
    .get('*', (c) => {
      // Only extension-less paths are client routes; a missing /assets/x.js stays a plain 404.
      if (path.extname(c.req.path)) return c.text('Not found', 404)
      return sendIndex(c)
    })
}
