import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import { ApiError, sendError } from '../http/errors.ts'
import type { createRouter } from '../http/openapi.ts'

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

/** The document's tags, in the order a reader meets them; every operation's tag is one of these. */
export const API_TAGS = [
  { name: 'Auth', description: 'Signing up and in, and the access-token every other call sends' },
  {
    name: 'Properties',
    description: "Listings: search, details, an agent's own, the lifecycle, import and export",
  },
  { name: 'Reviews', description: 'Reviews of listings' },
  { name: 'Wishlist', description: "A buyer's saved homes" },
  {
    name: 'Wishlist sharing',
    description: 'A buyer shares their wishlist with one partner: invitation, the shared list and its notes',
  },
  { name: 'Offers', description: 'Offers on homes for sale, and their acceptance' },
  { name: 'Payments', description: 'Paying an accepted offer by card' },
  { name: 'Rental applications', description: "Applying to rent, and the agent's answer" },
  { name: 'Viewings', description: 'Viewing hours, bookings and calendars' },
  { name: 'Inquiries', description: "Conversations between a buyer and a listing's agent" },
  { name: 'Saved searches', description: 'Searches kept with e-mail alerts' },
  { name: 'Notifications', description: 'What happened to a person, in the app and by e-mail' },
  { name: 'Users', description: 'Profiles, roles and the people admins manage' },
  { name: 'Agents', description: 'Agents shown on the home page' },
  { name: 'Sales', description: "An agent's sales" },
  { name: 'Insight', description: "Views, saves and offers of an agent's listings" },
  { name: 'Uploads', description: 'Images for listings and profiles' },
  { name: 'Geocode', description: 'Addresses to coordinates, for the listing form' },
  { name: 'Newsletter', description: 'The newsletter subscription' },
  { name: 'Portal feed', description: 'The RESO Web API feed for portals, and its keys' },
  {
    name: 'Exchange rates',
    description: "The rates of visitors' display-currency estimates, and their upload",
  },
  { name: 'Admin', description: 'The audit trail' },
  { name: 'Health', description: 'Liveness and readiness, for load balancers' },
]

type OpenApiDocument = ReturnType<ReturnType<typeof createRouter>['getOpenAPI31Document']>
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['post']>

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } },
}

/**
 * What every route answers because of the middleware in front of all of them, not of its own rules: a body over
 * its limit (413) or of a type the route does not take (415). A 429 says when to try again, wherever it is.
 */
function withSharedAnswers(document: OpenApiDocument): OpenApiDocument {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete'] as const) {
      const operation: Operation | undefined = pathItem[method]
      const answers = operation?.responses
      if (!operation || !answers) continue
      if (operation.requestBody) {
        answers['413'] ??= errorAnswer('The request body is over its limit (1 MB; an image 5 MB)')
        answers['415'] ??= errorAnswer('The body is not of a type this operation takes')
      }
      const tooMany = answers['429']
      if (tooMany && !('$ref' in tooMany)) tooMany.headers = { ...RETRY_AFTER, ...tooMany.headers }
    }
  }
  return document
}

/** OpenAPI 3.1 document generated from the route schemas, and a browsable reference served offline. */
export function mountDocs(api: ReturnType<typeof createRouter>, version: string) {
  let document: OpenApiDocument | undefined
  api.get('/openapi.json', (c) => {
    // Built at the first request, when every route is registered; the routes do not change after.
    document ??= withSharedAnswers(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Keyhaven API',
          version,
          description: 'Homes for sale and for rent. Errors are JSON: { "error": { "code", "message" } }.',
        },
        servers: [{ url: '/api' }],
        tags: API_TAGS,
      }),
    )
    return c.json(document)
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
