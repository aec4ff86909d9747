import { describe, expect, it } from 'vitest'
import { loadScriptsAfterPaint } from './scripts-after-paint.ts'

const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Keyhaven</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-AbCdEf12.js">
    <link rel="modulepreload" crossorigin href="/assets/router-AbCdEf12.js">
  </head>
  <body><div id="root"><h1>Home</h1></div></body>
</html>`

describe('scripts after the first paint', () => {
  it('moves the entry and its preloads into a script with the nonce that adds them after a frame', () => {
    const html = loadScriptsAfterPaint(page, 'n0nce')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? ''
    expect(loader).toContain('["/assets/react-AbCdEf12.js","/assets/router-AbCdEf12.js"]')
    expect(loader).toContain(`s.type='module'`)
    expect(loader).toContain('s.src="/assets/index-AbCdEf12.js"')
    expect(loader).toContain('requestAnimationFrame')
    expect(html).toContain('<div id="root"><h1>Home</h1></div>')
  })

  it('runs in a browser: the loader adds the preloads and the entry', () => {
    const added: Record<string, string>[] = []
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    }
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(
      loadScriptsAfterPaint(page, 'n0nce'),
    )?.[1]
    new Function('document', loader ?? '')(document)
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-AbCdEf12.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/router-AbCdEf12.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-AbCdEf12.js' },
    ])
  })

  it('leaves a page without a nonce as it is', () => {
    expect(loadScriptsAfterPaint(page, undefined)).toBe(page)
  })
})
