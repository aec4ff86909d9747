import fc from 'fast-check'
import type { JsonSchema, Operation } from './openapi.ts'
import type { AttackRequest } from './world.ts'

// fast-check arbitraries of requests built from an operation's OpenAPI schemas: mostly valid-ish values (so
// requests get past the first check and reach the rules and the database), mixed with hostile ones: wrong
// types, huge strings, control characters (NUL included), odd unicode, negative and huge numbers, missing and
// extra fields, bodies that are not JSON.

/** Real ids and e-mails of the world, so valid-ish values point at records that exist. */
export interface Pools {
  ids: string[]
  emails: string[]
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
]

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...CONTROL) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...CONTROL),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    "' OR 1=1 --",
    '%',
    '_%_',
    '\\',
    '"',
    '{{7*7}}',
    '<script>alert(1)</script>',
    // String.prototype.replace's patterns, a script's end and a comment's start: written into pages.
    "Sunny flat $' here $` and $& $$ $1 $<n> </script><!--",
    'ΟΔΟΣ',
    'javascript:alert(1)',
    '../../etc/passwd',
    '\ud800',
    '\udfff\ud800',
    '😀'.repeat(300),
    'ﷺ'.repeat(100),
    '\u0301'.repeat(1000),
  ),
  fc.integer({ min: 2_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, [], {}, [null], { $gt: '' }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
)

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e-9, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('12', '1e5', '0x10', ' 5 ', '', 'NaN', 'Infinity'),
)

const dateString = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

function validish(schema: JsonSchema, pools: Pools, key: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string']
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null)
      case 'boolean':
        return fc.boolean()
      case 'integer':
      case 'number': {
        const min =
          schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0)
        const max = schema.maximum ?? 2_000_000
        return type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true })
      }
      case 'object':
        return objectOf(schema, pools)
      case 'array':
        return fc.array(validish(schema.items ?? {}, pools, key), { maxLength: 4 })
      default:
        return stringFor(schema, pools, key)
    }
  })
  return fc.oneof(...arbitraries)
}

function stringFor(schema: JsonSchema, pools: Pools, key: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || /id$/i.test(key)) {
    return pools.ids.length > 0 ? fc.oneof(fc.constantFrom(...pools.ids), fc.uuid()) : fc.uuid()
  }
  if (schema.format === 'date' || /date/i.test(key)) return dateString
  if (/email/i.test(key)) {
    return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress(), fc.constant('USER@EXAMPLE.COM '))
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
  if (/price/i.test(key)) {
    return fc
      .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
      .map(([low, high]) => `$${low.toLocaleString('en-US')} - $${high.toLocaleString('en-US')}`)
  }
  if (/card/i.test(key)) return fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '1234')
  if (/image|photo|url/i.test(key)) {
    return fc.constantFrom('/uploads/missing.webp', 'https://example.com/a.png', 'data:image/png;base64,AA==')
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) })
}

/** Valid-ish most of the time, hostile otherwise. */
export function valueFor(schema: JsonSchema, pools: Pools, key = ''): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const numeric = types.includes('number') || types.includes('integer')
  return fc.oneof(
    { weight: 5, arbitrary: validish(schema, pools, key) },
    { weight: 2, arbitrary: numeric ? hostileNumber : hostileString },
    { weight: 1, arbitrary: wrongType },
  )
}

const EXTRA_FIELDS: Record<string, unknown>[] = [
  { role: 'admin' },
  { verificationStatus: 'verified', isAdvertised: true },
  { agentId: '00000000-0000-4000-8000-000000000000', status: 'bought' },
  { amount: 1, offerAmount: 1 },
  JSON.parse('{"__proto__":{"role":"admin"}}') as Record<string, unknown>,
  { constructor: { prototype: { polluted: true } } },
]

function objectOf(schema: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueFor(property, pools, key)]),
  )
  const withRequired = fc.record(shape, { requiredKeys: schema.required ?? [] })
  const anyKeys = fc.record(shape, { requiredKeys: [] })
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: withRequired }, { weight: 1, arbitrary: anyKeys }),
      fc.option(fc.constantFrom(...EXTRA_FIELDS), { freq: 6 }),
    )
    .map(([fields, extra]) => (extra ? { ...extra, ...fields } : fields))
}

const NOT_JSON = ['', 'not json', '{', '{"a":', '[]', 'null', '"text"', '123', '{"a":1}'.repeat(3), '\u0000']

function bodyFor(operation: Operation, pools: Pools): fc.Arbitrary<Partial<AttackRequest>> {
  const body = operation.body
  if (!body) return fc.constant({})
  if (body.contentType === 'multipart/form-data') return multipartBody()
  if (body.contentType.startsWith('text/')) return textBody(body.contentType)
  return fc.oneof(
    { weight: 8, arbitrary: objectOf(body.schema, pools).map((value) => ({ body: value })) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_JSON).map((text) => ({ body: text })) },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

const CSV_CELLS = [
  'base',
  'quote',
  'rate',
  'date',
  'USD',
  'EUR',
  '0.92',
  '-1',
  '1e3',
  '2026-11-28',
  '"',
  '=1+1',
  '',
]

/** Text of the operation's type: CSV-like lines of likely and unlikely cells, or any text. */
function textBody(contentType: string): fc.Arbitrary<Partial<AttackRequest>> {
  const cell = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...CSV_CELLS) },
    { weight: 1, arbitrary: fc.string() },
  )
  const csv = fc
    .array(fc.array(cell, { maxLength: 6 }), { maxLength: 20 })
    .map((lines) => lines.map((cells) => cells.join(',')).join('\n'))
  return fc.oneof(csv, fc.string({ maxLength: 2000 })).map((text) => ({ raw: { contentType, body: text } }))
}

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A real PNG, cut short or damaged; random bytes; text; a wrong field name. */
function multipartBody(): fc.Arbitrary<Partial<AttackRequest>> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 4096 }),
    fc.uint8Array({ maxLength: 512 }).map((tail) => Uint8Array.from([...PNG_SIGNATURE, ...tail])),
  )
  return fc
    .record({
      bytes,
      field: fc.constantFrom('image', 'image', 'image', 'file', ''),
      filename: fc.constantFrom('a.png', 'a.jpg', '../../x.png', 'a\u0000.png', ''),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream'),
    })
    .map(({ bytes: content, field, filename, type }) => {
      const form = new FormData()
      form.append(field, new Blob([content], { type }), filename)
      return { body: form }
    })
}

const toQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
)

/**
 * `base` (a valid request of the matrix) with one field of its body or one query parameter made hostile or
 * left out: every other field stays valid, so the hostile one is what the server has to deal with.
 */
function oneFieldMutated(operation: Operation, base: AttackRequest): fc.Arbitrary<AttackRequest> | undefined {
  const baseBody =
    base.body && typeof base.body === 'object' && !(base.body instanceof FormData)
      ? (base.body as Record<string, unknown>)
      : undefined
  const bodyFields = baseBody
    ? [...new Set([...Object.keys(operation.body?.schema.properties ?? {}), ...Object.keys(baseBody)])]
    : []
  const queryFields = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  const targets = [
    ...bodyFields.map((name) => ({ in: 'body', name })),
    ...queryFields.map((name) => ({ in: 'query', name })),
  ]
  if (targets.length === 0) return undefined
  return fc
    .tuple(fc.constantFrom(...targets), fc.option(hostileValue, { freq: 8 }))
    .map(([target, value]) => {
      if (target.in === 'body') {
        const { [target.name]: _dropped, ...rest } = baseBody ?? {}
        return { ...base, body: value === null ? rest : { ...rest, [target.name]: value } }
      }
      const { [target.name]: _dropped, ...rest } = base.query ?? {}
      return { ...base, query: value === null ? rest : { ...rest, [target.name]: toQueryValue(value) } }
    })
}

/**
 * Requests for an operation: a valid request of the matrix with one field made hostile, or with its query and
 * body replaced by generated ones, and now and then a hostile path parameter.
 */
export function requestsFor(
  operation: Operation,
  base: AttackRequest,
  pools: Pools,
): fc.Arbitrary<AttackRequest> {
  const generated = generatedRequests(operation, base, pools)
  const mutated = oneFieldMutated(operation, base)
  return mutated
    ? fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: generated })
    : generated
}

function generatedRequests(
  operation: Operation,
  base: AttackRequest,
  pools: Pools,
): fc.Arbitrary<AttackRequest> {
  const queryShape = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [
        parameter.name,
        valueFor(parameter.schema, pools, parameter.name).map(toQueryValue),
      ]),
  )
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name)
  const pathShape = Object.fromEntries(
    pathNames.map((name) => [
      name,
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(base.params?.[name] ?? '') },
        { weight: 1, arbitrary: valueFor({ type: 'string' }, pools, name).map(toQueryValue) },
      ),
    ]),
  )
  return fc
    .record({
      query: fc.record(queryShape, { requiredKeys: [] }),
      params: fc.record(pathShape),
      rest: bodyFor(operation, pools),
    })
    .map(({ query, params, rest }) => ({
      ...base,
      params: params as Record<string, string>,
      query: query as Record<string, string>,
      body: undefined,
      ...rest,
    }))
}
