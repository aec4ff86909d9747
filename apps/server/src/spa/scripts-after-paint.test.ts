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

  it('in a painted tab, waits for the largest picture (fetchpriority=high) before asking for the scripts', () => {
    const added: Record<string, string>[] = []
    const listeners: Record<string, () => void> = {}
    const picture = {
      complete: false,
      addEventListener: (event: string, listener: () => void) => {
        listeners[event] = listener
      },
    }
    const selectors: string[] = []
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
      querySelectorAll: (selector: string) => {
        selectors.push(selector)
        return [picture, { complete: true }]
      },
    }
    const timers: [() => void, number][] = []
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(
      loadScriptsAfterPaint(page, 'n0nce'),
    )?.[1]
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader ?? '')(
      document,
      (frame: () => void) => frame(),
      (run: () => void, ms: number) => (ms === 0 ? run() : timers.push([run, ms])),
    )
    expect(selectors).toEqual(['img[fetchpriority="high"]'])
    expect(added).toEqual([])
    listeners.load?.()
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/react-AbCdEf12.js',
      '/assets/router-AbCdEf12.js',
      '/assets/index-AbCdEf12.js',
    ])
    // The fallback after 2.5 s finds them asked for already.
    expect(timers.map(([, ms]) => ms)).toEqual([2500])
    timers[0]?.[0]()
    expect(added).toHaveLength(3)
  })

  it('leaves a page without a nonce as it is', () => {
    expect(loadScriptsAfterPaint(page, undefined)).toBe(page)
  })
})
