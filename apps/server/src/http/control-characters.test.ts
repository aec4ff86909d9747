import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, insertAccount, resetRateLimits, TEST_PASSWORD } from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import { insertUpload } from '../test/factories.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

// Control characters (NUL first: PostgreSQL refuses it in text, which used to answer 500) in any string a
// client sends are refused with a 400 naming the field, before anything reaches the database.

const NUL = 'a\u0000b'

interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  format?: string
  minimum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  $ref?: string
  anyOf?: JsonSchema[]
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema> }
}

// A portal holding a feed key: the feed takes no person's token (feed/), so its fields are probed as one.
type Caller = 'anonymous' | 'user' | 'agent' | 'admin' | 'portal'
let ctx: TestContext
let doc: OpenApi
const headersOf = {} as Record<Caller, Record<string, string>>
const emailOf = {} as Record<Caller, string>
let agentId = ''

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  doc = (await getJson<OpenApi>(ctx, '/api/openapi.json')).body
  headersOf.anonymous = {}
  emailOf.anonymous = 'nobody@example.test'
  for (const role of ['user', 'agent', 'admin'] as const) {
    const account = await insertAccount(ctx.db, { role })
    headersOf[role] = (await signIn(ctx, account.email, TEST_PASSWORD)).headers
    emailOf[role] = account.email
    if (role === 'agent') agentId = account.id
  }
  const issued = await ctx.request('/api/admin/feed-keys', {
    method: 'POST',
    headers: { ...headersOf.admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Control characters portal' }),
  })
  const { key } = (await issued.json()) as { key: string }
  headersOf.portal = { Authorization: `Bearer ${key}` }
  emailOf.portal = 'portal@example.test'
})
afterAll(() => ctx?.close())

const today = () => new Date().toISOString().slice(0, 10)
// Values the JSON Schema cannot describe (a refinement or a pattern): valid ones, so only the field under
// test is wrong.
const validByName: Record<string, unknown> = {
  priceRange: '$100 - $200',
  image: '/uploads/test.webp',
  images: ['/uploads/test.webp'],
  photoURL: '/uploads/test.webp',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  buyingDate: today(),
  country: 'US',
  currency: 'USD',
  features: ['garden'],
  availableFrom: today(),
  virtualTourUrl: 'https://tours.example.com/home',
  translations: { es: { title: 'Casa' } },
  // A viewing's time: a whole half hour a few days ahead.
  start: new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + 3 * 86_400_000).toISOString(),
}

function resolve(schema: JsonSchema): JsonSchema {
  return schema.$ref ? (doc.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema
}

function validValue(name: string, raw: JsonSchema, caller: Caller): unknown {
  if (name in validByName) return validByName[name]
  const schema = raw.anyOf?.[0] ?? raw
  if (schema.enum) return schema.enum[0]
  if (schema.format === 'uuid') return randomUUID()
  if (schema.format === 'email' || /email/i.test(name)) return emailOf[caller]
  if (schema.format === 'date') return today()
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1
  if (type === 'boolean') return true
  return 'x'
}

const isString = (raw: JsonSchema) => {
  const schema = raw.anyOf?.[0] ?? raw
  return Array.isArray(schema.type) ? schema.type.includes('string') : schema.type === 'string'
}

interface Probe {
  label: string
  field: string
  send(caller: Caller): Promise<Response>
}

/** One probe per string field of every operation's query and JSON body, the others valid. */
function probes(): Probe[] {
  const found: Probe[] = []
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = operation.parameters ?? []
      const pathFor = (caller: Caller) =>
        `/api${template.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(String(/email/i.test(name) ? emailOf[caller] : randomUUID())),
        )}`
      const query = params.filter((param) => param.in === 'query')
      const bodySchema = operation.requestBody?.content['application/json']?.schema
      const body = bodySchema ? resolve(bodySchema) : undefined
      const send = (caller: Caller, queryField?: string, bodyField?: string) => {
        const search = new URLSearchParams()
        for (const param of query) {
          if (param.name === queryField) search.set(param.name, NUL)
          else if (param.required)
            search.set(param.name, String(validValue(param.name, param.schema ?? {}, caller)))
        }
        const json = body
          ? Object.fromEntries(
              Object.entries(body.properties ?? {}).map(([name, schema]) => [
                name,
                name === bodyField ? NUL : validValue(name, schema, caller),
              ]),
            )
          : undefined
        const url = `${pathFor(caller)}${search.size > 0 ? `?${search}` : ''}`
        return ctx.request(url, {
          method: method.toUpperCase(),
          headers: { ...headersOf[caller], ...(json && { 'Content-Type': 'application/json' }) },
          ...(json && { body: JSON.stringify(json) }),
        })
      }
      const label = `${method.toUpperCase()} ${template}`
      for (const param of query.filter((p) => isString(p.schema ?? {})))
        found.push({ label, field: param.name, send: (caller) => send(caller, param.name) })
      for (const [name] of Object.entries(body?.properties ?? {}).filter(([, schema]) => isString(schema)))
        found.push({ label, field: name, send: (caller) => send(caller, undefined, name) })
    }
  }
  return found
}

describe('control characters in the API', () => {
  it('refuses a NUL in every string field and query of every operation with a 400 naming the field, never a 500', async () => {
    const all = probes()
    // The fields the hostile tester found answering 500 are among them.
    const labels = all.map((probe) => `${probe.label} ${probe.field}`)
    for (const known of [
      'GET /properties/verified search',
      'GET /users search',
      'POST /properties title',
      'POST /properties description',
      'PUT /properties/{id} location',
      'POST /reviews description',
      'POST /users name',
      'POST /payments transactionId',
      'POST /test-gateway/confirm clientSecret',
    ])
      expect(labels).toContain(known)

    const problems: string[] = []
    for (const probe of all) {
      let named = false
      for (const caller of ['anonymous', 'user', 'agent', 'admin', 'portal'] as const) {
        const response = await probe.send(caller)
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        const message = body?.error?.message ?? ''
        if (response.status >= 500)
          problems.push(`${probe.label} ${probe.field} as ${caller}: ${response.status}`)
        if (response.status === 400) {
          if (message.startsWith(`${probe.field}: `)) named = true
          else problems.push(`${probe.label} ${probe.field} as ${caller}: 400 "${message}"`)
        }
      }
      if (!named) problems.push(`${probe.label} ${probe.field}: no caller got a 400 naming the field`)
    }
    expect(problems).toEqual([])
    expect(all.length).toBeGreaterThan(40)
  })

  it('says which rule a field broke', async () => {
    const response = await ctx.request(
      `/api/properties/verified?search=${encodeURIComponent('Lake\u0000')}`,
      {
        headers: headersOf.user,
      },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'search: must not contain control characters', field: 'search' },
    })
  })

  it.each([
    ['a bell', 'Lake\u0007side'],
    ['an escape', '\u001b[31mred'],
    ['a DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085y'],
    ['a line break in a one-line field', 'two\nlines'],
  ])('refuses %s in a one-line field', async (_, title) => {
    const response = await ctx.request('/api/properties', {
      method: 'POST',
      headers: { ...headersOf.agent, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, location: 'x', image: '/uploads/test.webp', priceRange: '$1 - $2' }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'title: must not contain control characters',
    )
  })

  it.each([
    [
      'a listing’s title',
      '/api/properties',
      'title',
      { location: 'x', image: '/uploads/test.webp', priceRange: '$1 - $2' },
    ],
    // Kept in the audit trail's JSON, which PostgreSQL refuses with such a character: it answered 500.
    ['a feed key’s name', '/api/admin/feed-keys', 'name', {}],
  ])(
    'refuses half of a character (an unpaired surrogate) in %s, naming the field',
    async (_, path, field, rest) => {
      for (const text of ['\udfff\ud800', 'Lake\ud83d', '\ude00side']) {
        const response = await ctx.request(path, {
          method: 'POST',
          headers: {
            ...(field === 'name' ? headersOf.admin : headersOf.agent),
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ [field]: text, ...rest }),
        })
        expect(response.status).toBe(400)
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          `${field}: must be well-formed text (no unpaired surrogates)`,
        )
      }
    },
  )

  it('keeps line breaks and tabs in multi-line text', async () => {
    const description = 'First line\r\nSecond line\n\tindented'
    const image = await insertUpload(ctx.db, agentId)
    const created = await ctx.request('/api/properties', {
      method: 'POST',
      headers: { ...headersOf.agent, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Line breaks',
        location: 'x',
        image,
        priceRange: '$1 - $2',
        description,
      }),
    })
    expect(created.status).toBe(201)
    const { insertedId } = (await created.json()) as { insertedId: string }
    const shown = await ctx.request(`/api/properties/${insertedId}`, { headers: headersOf.agent })
    expect(((await shown.json()) as { description: string }).description).toBe(description.trim())
  })

  it('refuses a control character in a path parameter, on every route kind', async () => {
    for (const path of [
      '/api/properties/%00',
      `/api/users/role/a%00${encodeURIComponent('@example.test')}`,
      '/api/reviews/%01',
      '/api/auth/reset-password/abc%00def',
      '/api/nowhere/%00',
      '/uploads/%00.webp',
    ]) {
      const response = await ctx.request(path, { headers: headersOf.admin })
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({
        error: { code: 'bad_request', message: 'path: must not contain control characters', field: 'path' },
      })
    }
  })
})

describe("control characters sent to Better Auth's endpoints", () => {
  it.each([
    ['/api/auth/sign-in/email', { email: 'a\u0000@example.test', password: TEST_PASSWORD }, 'email'],
    ['/api/auth/sign-in/email', { email: 'x@example.test', password: 'pass\u0000word' }, 'password'],
    ['/api/auth/sign-up/email', { name: NUL, email: 'new@example.test', password: 'sekrit-pass' }, 'name'],
    ['/api/auth/request-password-reset', { email: `${NUL}@example.test` }, 'email'],
    ['/api/auth/reset-password', { token: NUL, newPassword: 'brand-new-pass' }, 'token'],
  ])('POST %s with a control character in %j answers 400 naming the field', async (path, body, field) => {
    await resetRateLimits(ctx.db)
    const response = await postJson(ctx, path, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: `${field}: must not contain control characters` })
  })

  it('refuses one in a query of a Better Auth endpoint', async () => {
    const response = await ctx.request(`/api/auth/get-session?disableCookieCache=${encodeURIComponent(NUL)}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'disableCookieCache: must not contain control characters',
    })
  })

  it("refuses one in update-user's fields for a signed-in person", async () => {
    const account = await insertAccount(ctx.db)
    const cookie = cookieFrom(await signInWithPassword(ctx, account.email, TEST_PASSWORD))
    const response = await postJson(ctx, '/api/auth/update-user', { name: `Eve${NUL}` }, { Cookie: cookie })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'name: must not contain control characters' })
    const me = await ctx.request('/api/users/me', {
      headers: bearer((await signIn(ctx, account.email, TEST_PASSWORD)).token),
    })
    expect(((await me.json()) as { name: string }).name).toBe(account.name)
  })
})
