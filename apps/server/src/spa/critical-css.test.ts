import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Beasties from 'beasties'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../http/logger.ts'
import { createCriticalCssInliner, unwrapMatchesAny } from './critical-css.ts'

const stylesheet = [
  ':where(:root),[data-theme=light]{--color-primary:#4f46e5}',
  '.card{border:1px solid}',
  '.modal{position:fixed}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}',
  '.btn:hover{color:red}',
].join('\n')
const link = '<link rel="stylesheet" crossorigin href="/assets/index-AbCdEf12.css">'
const page = (body: string) =>
  `<!doctype html>\n<html lang="en" data-theme="light">\n<head>\n<title>Keyhaven</title>\n${link}\n</head>\n<body><div id="root">${body}</div></body>\n</html>`

let distDir: string
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-critical-css-'))
  await mkdir(path.join(distDir, 'assets'))
  await writeFile(path.join(distDir, 'assets/index-AbCdEf12.css'), stylesheet)
})
afterAll(() => rm(distDir, { recursive: true, force: true }))

const inliner = () => createCriticalCssInliner({ distDir, logger: createLogger('silent') })
const inlineStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''

describe('critical CSS', () => {
  it('inlines the rules the page uses, with the theme, and loads the whole stylesheet by a script', async () => {
    const html = await inliner()(
      page('<ul class="space-y-4"><li class="card">a</li><li><button class="btn">b</button></li></ul>'),
      'n0nce',
    )
    const css = inlineStyle(html)
    expect(css).toContain('--color-primary:#4f46e5')
    expect(css).toContain('.card{')
    expect(css).toContain('.space-y-4>:not(:last-child)')
    expect(css).toContain('.btn:hover')
    expect(css).not.toContain('.modal')
    expect(css).not.toContain('.divide-y')
    // The stylesheet no longer blocks the first paint: a script with the page's nonce inserts it, and only a
    // browser without JavaScript reads the link.
    expect(html).toContain(
      `<script nonce="n0nce">(function(){var l=document.createElement('link');l.rel='stylesheet';l.href="/assets/index-AbCdEf12.css";document.head.appendChild(l)})()</script>`,
    )
    expect(html).toContain(`<noscript>${link}</noscript>`)
    expect(html.replace(`<noscript>${link}</noscript>`, '')).not.toContain(link)
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<div id="root"><ul class="space-y-4">')
  })

  it('leaves a page without a nonce as it is (the script could not run under the content security policy)', async () => {
    const html = page('<p class="card">a</p>')
    expect(await inliner()(html, undefined)).toBe(html)
  })

  it('finds the critical CSS of each page shape, not of each page', async () => {
    const inline = inliner()
    const first = await inline(page('<p class="card">One home</p>'), 'a')
    // Another page of the same shape with other data shares the critical CSS; a new class is looked for.
    const sameShape = await inline(page('<p class="card">Another home</p>'), 'b')
    const otherShape = await inline(page('<p class="card modal">A dialog</p>'), 'c')
    expect(inlineStyle(sameShape)).toBe(inlineStyle(first))
    expect(inlineStyle(first)).not.toContain('.modal')
    expect(inlineStyle(otherShape)).toContain('.modal{position:fixed}')
  })

  it('looks once for every page of one shape, whatever its path (the not-found page at made-up paths)', async () => {
    const process = vi.spyOn(Beasties.prototype, 'process')
    try {
      const inline = inliner()
      for (const path of ['/no-such-page', '/wp-admin', '/a/b/c']) {
        await inline(page(`<h1 class="card">Nothing at ${path}</h1>`), 'n')
      }
      expect(process).toHaveBeenCalledTimes(1)
    } finally {
      process.mockRestore()
    }
  })
})

describe('unwrapMatchesAny', () => {
  it.each([
    [':where(.space-y-4>:not(:last-child))', '.space-y-4>:not(:last-child)'],
    [':where(.btn)', '.btn'],
    ['.menu :where(li:not(.menu-title)>*)', '.menu li:not(.menu-title)>*'],
    [':is(.a,.b) .c', '* .c'],
    [':where(:is(.x))', '.x'],
    ['.btn:hover', '.btn:hover'],
    [':where(.broken', ':where(.broken'],
  ])('%s -> %s', (selector, expected) => {
    expect(unwrapMatchesAny(selector)).toBe(expected)
  })
})
