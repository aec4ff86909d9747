import Beasties from 'beasties'
import type { Logger } from '../http/logger.ts'
import { replaceFirst } from './splice.ts'

// A server-rendered page paints as soon as its HTML has arrived: the rules of the app's stylesheet that the page
// uses (its critical CSS, found by Beasties against the rendered HTML) are inlined in a <style>, and the whole
// stylesheet, still needed for what the page shows later (menus, dialogs, other screens), is inserted by a
// script, which the browser does not wait for before painting. Without the script (JavaScript off) a
// <noscript> link loads it the usual way.
//
// Finding the critical CSS of a page takes Beasties a few hundred milliseconds, so it is kept per page shape:
// the stylesheet, and the tag and class names the page's HTML uses. Pages of the same screen with other data
// (a listing's title, another page of rentals) share it, and so does the not-found page at every unknown path:
// the key holds no part of the URL, so requests for made-up paths cannot make the server look again.

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/
const MAX_ENTRIES = 200

export type CriticalCssInliner = (html: string, nonce: string | undefined) => Promise<string>

/**
 * `:where(A)` and `:is(A)` as A (any of several as `*`), which Beasties can match. Beasties strips every
 * pseudo-class with its argument before matching a selector against the page (it cannot tell :hover from the
 * document), and Tailwind and daisyUI write many selectors as one `:where(...)`
 * (`:where(.space-y-4>:not(:last-child))`, `:where(.btn)`): left to it, they vanish from the critical CSS.
 */
export function unwrapMatchesAny(selector: string): string {
  let out = ''
  let at = 0
  for (const match of selector.matchAll(/:(?:where|is)\(/g)) {
    if (match.index < at) continue
    let depth = 1
    let end = match.index + match[0].length
    let comma = false
    for (; end < selector.length && depth > 0; end++) {
      const char = selector[end]
      if (char === '(') depth++
      else if (char === ')') depth--
      else if (char === ',' && depth === 1) comma = true
    }
    if (depth > 0) return selector
    const inner = selector.slice(match.index + match[0].length, end - 1)
    out += selector.slice(at, match.index) + (comma ? '*' : unwrapMatchesAny(inner))
    at = end
  }
  return out + selector.slice(at)
}

class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    // @ts-expect-error Beasties's own method, not in its type declarations
    return super.normalizeCssSelector(unwrapMatchesAny(selector)) as string
  }
}

/** The tag and class names of a page: what decides which of the stylesheet's rules apply to it. */
function pageShape(html: string): string {
  const names = new Set<string>()
  for (const [, tag] of html.matchAll(/<([a-z][a-z0-9-]*)/g)) names.add(`<${tag}`)
  for (const [, classes] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (classes ?? '').split(/\s+/)) if (name) names.add(name)
  }
  return [...names].sort().join(' ')
}

export function createCriticalCssInliner({
  distDir,
  logger,
}: {
  distDir: string
  logger: Logger
}): CriticalCssInliner {
  // Only the <style> Beasties puts in the head is kept (this module writes the links itself); pruneSource: false
  // keeps the files of the build as they are.
  const beasties = new PageBeasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    compress: true,
    logLevel: 'silent',
    // Beasties matches selectors below the document element, never <html> itself: the rules of daisyUI's theme
    // (`:where(:root),[data-theme=light]`, the colours of everything) would all be dropped.
    allowRules: [/:root|\[data-theme/],
  })
  const cache = new Map<string, Promise<string | null>>()

  /** The critical CSS of one page, or null when Beasties found none (the page keeps its blocking link). */
  async function criticalCss(html: string): Promise<string | null> {
    const processed = await beasties.process(html)
    const head = processed.slice(0, processed.indexOf('</head>'))
    const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1]
    return css?.trim() ? css : null
  }

  return async (html, nonce) => {
    const link = STYLESHEET_LINK.exec(html)
    // The script that loads the whole stylesheet needs the page's nonce under the content security policy.
    if (!link || !nonce) return html
    const [tag, href = ''] = link
    const key = `${href}\n${pageShape(html)}`
    let found = cache.get(key)
    if (!found) {
      found = criticalCss(html).catch((error: unknown) => {
        logger.warn('critical CSS not found; the page keeps its blocking stylesheet', {
          error: error instanceof Error ? error.message : String(error),
        })
        return null
      })
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
      cache.set(key, found)
    }
    const css = await found
    if (!css || css.includes('</style')) return html
    const load = `<script nonce="${nonce}">(function(){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.appendChild(l)})()</script>`
    return replaceFirst(html, tag, `<style>${css}</style>\n    ${load}\n    <noscript>${tag}</noscript>`)
  }
}
