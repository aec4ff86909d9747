import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'

const indexHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="keyhaven-currency" content="USD">
<title>Keyhaven</title>
<script type="module" src="/assets/index-AbCdEf12.js"></script>
</head>
<body><div id="root"></div></body>
</html>`
const asset = 'console.log("keyhaven")'

let ctx: TestContext
/** Another app over the same database whose web dist folder does not exist (the web app was never built). */
let unbuilt: TestApp

beforeAll(async () => {
  ctx = await createTestContext({
    env: { CURRENCY: 'EUR' },
    webFiles: { 'index.html': indexHtml, 'assets/index-AbCdEf12.js': asset, 'robots.txt': 'User-agent: *' },
  })
  unbuilt = createTestApp(ctx.database, ctx.storage, {
    dataDir: ctx.config.dataDir,
    webDistDir: path.join(ctx.tempDir, 'never-built'),
  })
})
afterAll(() => ctx?.close())

describe('SPA host', () => {
  it.each(['/', '/index.html', '/rentProperties', '/some/client/route', '/property/123?tab=reviews'])(
    '%s answers the index with the configured currency',
    async (route) => {
      const response = await ctx.request(route)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      const html = await response.text()
      expect(html).toContain('<meta name="keyhaven-currency" content="EUR">')
      expect(html).not.toContain('content="USD"')
      expect(html).toContain('<div id="root"></div>')
    },
  )

  it('serves the files of the build', async () => {
    const script = await ctx.request('/assets/index-AbCdEf12.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toBe(asset)

    const robots = await ctx.request('/robots.txt')
    expect(robots.status).toBe(200)
    expect(await robots.text()).toBe('User-agent: *')
  })

  it('sends an immutable Cache-Control for hashed assets and a short one for other files', async () => {
    const script = await ctx.request('/assets/index-AbCdEf12.js')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const robots = await ctx.request('/robots.txt')
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600')
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
