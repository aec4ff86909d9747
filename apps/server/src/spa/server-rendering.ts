import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Logger } from '../http/logger.ts'
import { createCriticalCssInliner } from './critical-css.ts'
import { loadScriptsAfterPaint } from './scripts-after-paint.ts'
import { replaceFirst } from './splice.ts'

// The server side of the web app's public pages lives in the web package (src/entry-server.tsx, built by
// `npm run build` into apps/web/dist-server). This module loads that bundle and fills the built index.html
// with what it renders; React Router and React do the rendering itself. The page's critical CSS is inlined
// (critical-css.ts), so it paints without waiting for the stylesheet.

type RenderResult =
  | { kind: 'client-only' }
  | { kind: 'redirect'; response: Response }
  | { kind: 'page'; status: number; head: string; body: string }

interface RenderModule {
  render(
    request: Request,
    options: {
      fetch: (url: string, init: RequestInit) => Promise<Response>
      siteUrl: string
      currency: string
      nonce?: string
    },
  ): Promise<RenderResult>
}

export interface PageRendererOptions {
  /** The browser build (index.html); the server bundle is beside it, in dist-server. */
  distDir: string
  /** The API in this process. */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>
  siteUrl: string
  currency: string
  logger: Logger
}

export type RenderedPage =
  | { kind: 'shell' }
  | { kind: 'redirect'; response: Response }
  | { kind: 'page'; status: number; html: string }

export type PageRenderer = (request: Request, template: string, nonce?: string) => Promise<RenderedPage>

/** Null when the web app was built without its server bundle (then every page is rendered in the browser). */
export function createPageRenderer(options: PageRendererOptions): PageRenderer | null {
  const entry = path.join(options.distDir, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(entry)) {
    options.logger.warn('web app has no server bundle; pages render in the browser only', { entry })
    return null
  }
  let loaded: Promise<RenderModule> | undefined
  const inlineCriticalCss = createCriticalCssInliner({ distDir: options.distDir, logger: options.logger })
  return async (request, template, nonce) => {
    loaded ??= import(pathToFileURL(entry).href) as Promise<RenderModule>
    const result = await (await loaded).render(request, {
      fetch: options.apiFetch,
      siteUrl: options.siteUrl,
      currency: options.currency,
      ...(nonce && { nonce }),
    })
    if (result.kind !== 'page') return result.kind === 'client-only' ? { kind: 'shell' } : result
    const withoutDefaults = replaceFirst(
      replaceFirst(template, /<title>[^<]*<\/title>\s*/, ''),
      /<meta name="description"[^>]*>\s*/,
      '',
    )
    const html = replaceFirst(
      replaceFirst(withoutDefaults, '</head>', `  ${result.head}\n  </head>`),
      '<div id="root"></div>',
      result.body,
    )
    return {
      kind: 'page',
      status: result.status,
      html: loadScriptsAfterPaint(await inlineCriticalCss(html, nonce), nonce),
    }
  }
}
