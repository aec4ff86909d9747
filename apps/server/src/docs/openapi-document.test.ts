import {
  createPropertyBodySchema,
  deleteAccountSchema,
  identityProofSchema,
  LISTING_BODY_REQUIRES,
} from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updatePropertyBodySchema } from '../properties/routes-agent.ts'
import { expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// What a client generator reads of /api/openapi.json (decision 0030): names and groups of every operation.

interface DocumentedOperation {
  operationId?: string
  tags?: string[]
  requestBody?: unknown
  parameters?: { name: string; schema: Record<string, unknown> }[]
  responses: Record<string, { headers?: Record<string, unknown> }>
}

let ctx: TestContext
let operations: [string, DocumentedOperation][]
let schemas: Record<string, Record<string, unknown>>

beforeAll(async () => {
  ctx = await createTestContext()
  const document = await expectJson<{
    paths: Record<string, Record<string, DocumentedOperation>>
    components: { schemas: Record<string, Record<string, unknown>> }
  }>(await ctx.request('/api/openapi.json'), 200)
  schemas = document.components.schemas
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, DocumentedOperation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  )
})
afterAll(() => ctx?.close())

describe('the OpenAPI document for client generators', () => {
  it('gives every operation a camelCase operationId, each its own', () => {
    const missing = operations.filter(([, operation]) => !operation.operationId).map(([key]) => key)
    expect(missing, "operations without an operationId (name one in the route's createRoute)").toEqual([])
    const ids = operations.map(([, operation]) => operation.operationId ?? '')
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([])
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'operationIds used twice',
    ).toEqual([])
  })

  it('puts every operation in a group (tag)', () => {
    expect(operations.filter(([, operation]) => !operation.tags?.length).map(([key]) => key)).toEqual([])
  })

  it('declares 413 and 415 on every operation that takes a body, and Retry-After on every 429', () => {
    const takingBodies = operations.filter(([, operation]) => operation.requestBody)
    expect(takingBodies.length).toBeGreaterThan(20)
    const undeclared = takingBodies
      .filter(([, operation]) => !operation.responses['413'] || !operation.responses['415'])
      .map(([key]) => key)
    expect(undeclared).toEqual([])
    const limited = operations.filter(([, operation]) => operation.responses['429'])
    expect(limited.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'POST /newsletter',
        'POST /inquiries/{id}/replies',
        'GET /geocode',
        'POST /uploads',
      ]),
    )
    const withoutRetryAfter = limited
      .filter(([, operation]) => !operation.responses['429']?.headers?.['Retry-After'])
      .map(([key]) => key)
    expect(withoutRetryAfter).toEqual([])
  })

  it("types the import's dryRun as a boolean", () => {
    const [, importListings] = operations.find(([key]) => key === 'POST /properties/import') ?? []
    const dryRun = importListings?.parameters?.find((parameter) => parameter.name === 'dryRun')
    expect(dryRun?.schema).toMatchObject({ type: 'boolean' })
    expect(dryRun?.schema).not.toHaveProperty('enum')
  })

  it('says which fields a body needs where a refinement decides it, as the server checks them', () => {
    expect(schemas.PropertyCreate).toMatchObject(LISTING_BODY_REQUIRES)
    expect(schemas.PropertyUpdate).toMatchObject(LISTING_BODY_REQUIRES)
    const oneOf = [{ required: ['password'] }, { required: ['code'] }]
    expect(schemas.IdentityProof).toMatchObject({ oneOf })
    expect(schemas.DeleteAccount).toMatchObject({ oneOf })

    // What the document requires is what the body schemas accept: a draft, or a listing with every part.
    const listing = { title: 'Loft', priceRange: '$100-$120', image: '/uploads/a.webp', location: 'Elm St 1' }
    for (const schema of [createPropertyBodySchema, updatePropertyBodySchema]) {
      expect(schema.safeParse({ draft: true }).success).toBe(true)
      expect(schema.safeParse(listing).success).toBe(true)
      expect(schema.safeParse({ ...listing, location: undefined, city: 'Austin' }).success).toBe(true)
      expect(schema.safeParse({ ...listing, image: undefined, images: ['/uploads/a.webp'] }).success).toBe(
        true,
      )
      for (const part of ['title', 'priceRange', 'image', 'location'])
        expect(schema.safeParse({ ...listing, [part]: undefined }).success, part).toBe(false)
    }
    for (const schema of [identityProofSchema, deleteAccountSchema]) {
      expect(schema.safeParse({ password: 'secret' }).success).toBe(true)
      expect(schema.safeParse({ code: '123456' }).success).toBe(true)
      expect(schema.safeParse({}).success).toBe(false)
      expect(schema.safeParse({ password: 'secret', code: '123456' }).success).toBe(false)
    }
  })
})
