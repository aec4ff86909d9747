import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import { ApiError, sendError } from '../http/errors.ts'
import type { createRouter } from '../http/openapi.ts'
import { declareHttpAnswers } from './http-answers.ts'
import { OPERATION_IDS } from './operation-ids.ts'

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Keyhaven API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true })`

/** OpenAPI 3.1 document generated from the route schemas, and a browsable reference served offline. */
export function mountDocs(api: ReturnType<typeof createRouter>, version: string) {
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue
    const { route } = definition
    route.operationId ??= OPERATION_IDS[`${route.method.toUpperCase()} ${route.path}`]
    declareHttpAnswers(route)
  }
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Keyhaven API',
      version,
      description: 'Homes for sale and for rent. Errors are JSON: { "error": { "code", "message" } }.',
    },
    servers: [{ url: '/api' }],
  })
  const docs = new Hono()
    .get('/', (c) => c.html(page))
    .get('/init.js', (c) => c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/:asset', async (c) => {
      const asset = c.req.param('asset')
      const type = assets[asset]
      if (!type) return sendError(c, new ApiError(404, 'No such documentation asset'))
      const body = await readFile(path.join(swaggerDir, asset))
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      })
    })
  api.route('/docs', docs)
}
