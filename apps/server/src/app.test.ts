import { ERROR_CODES, errorBodySchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, getJson, type TestContext } from './test/test-app.ts'

let ctx: TestContext
beforeAll(async () => {
  // A built web app is present, so a wrong fallback to index.html would show.
  ctx = await createTestContext({ webFiles: { 'index.html': '<!doctype html><title>Keyhaven</title>' } })
})
afterAll(() => ctx?.close())

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/whatever'],
    ['GET', '/api/properties/nope/deeper'],
    ['POST', '/api/whatever'],
    ['DELETE', '/api/whatever/else'],
  ])('%s %s answers a JSON 404', async (method, path) => {
    const response = await ctx.request(path, { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = errorBodySchema.parse(await response.json())
    expect(body.error.code).toBe('not_found')
    expect(body.error.message.length).toBeGreaterThan(0)
    // No request field is at fault.
    expect(body.error).not.toHaveProperty('field')
  })

  it('answers a wrong method on a known path 405 with Allow, not 404', async () => {
    const response = await ctx.request('/api/health', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('method_not_allowed')
  })
})

describe('request limits and headers', () => {
  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await ctx.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024 - 12) }),
    })
    expect(response.status).toBe(413)
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('payload_too_large')
  })

  it('sends security headers', async () => {
    const response = await ctx.request('/api/health')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    // The map's tiles: OpenStreetMap's unless MAP_TILE_URL says otherwise.
    expect(response.headers.get('content-security-policy')).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBeTruthy()
  })
})

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document listing the public routes', async () => {
    const { status, body } = await getJson<{
      openapi: string
      info: { title: string }
      paths: Record<string, Record<string, unknown>>
    }>(ctx, '/api/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\.1\./)
    expect(body.info.title).toBe('Keyhaven API')
    for (const path of [
      '/health',
      '/properties/advertised',
      '/properties/rent',
      '/reviews/latest',
      '/agents/featured',
    ]) {
      expect(body.paths[path], path).toHaveProperty('get')
    }
  })

  it('describes the error body: a code of ERROR_CODES, the message, and the field at fault', async () => {
    type ObjectSchema = { properties: Record<string, Record<string, unknown>>; required: string[] }
    const { body } = await getJson<{
      components: { schemas: Record<string, { properties: Record<string, ObjectSchema> }> }
    }>(ctx, '/api/openapi.json')
    const error = body.components.schemas.Error?.properties.error
    expect(error?.properties.code).toMatchObject({ enum: Object.values(ERROR_CODES) })
    expect(error?.properties.field).toMatchObject({ type: 'string', example: 'page' })
    expect(error?.required).toEqual(['code', 'message'])
  })

  it('serves the browsable reference page', async () => {
    const response = await ctx.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('/api/docs/swagger-ui-bundle.js')
    expect(html).toContain('/api/docs/init.js')
  })

  it('serves the Swagger UI assets from the package, offline', async () => {
    const css = await ctx.request('/api/docs/swagger-ui.css')
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toContain('text/css')
    expect((await css.text()).length).toBeGreaterThan(1000)

    const bundle = await ctx.request('/api/docs/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect(await bundle.text()).toContain('SwaggerUIBundle')

    const init = await ctx.request('/api/docs/init.js')
    expect(init.status).toBe(200)
    expect(await init.text()).toContain('/api/openapi.json')
  })

  it('does not serve other files next to the Swagger UI assets', async () => {
    const response = await ctx.request('/api/docs/package.json')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('"name"')
  })
})
