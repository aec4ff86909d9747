import type { TestApp } from '../test/test-app.ts'

// The operations of the served OpenAPI document, with schemas resolved, for the matrix and the fuzzer.

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  $ref?: string
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}

export interface Operation {
  /** 'METHOD /path' as the document spells the path (without the /api server prefix). */
  key: string
  method: string
  path: string
  parameters: Parameter[]
  /** The JSON (or multipart) body's schema, if the operation takes one. */
  body?: { contentType: string; schema: JsonSchema; required: boolean }
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

interface RawOperation {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
}

function resolver(document: Document) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '')
      const target = document.components?.schemas?.[name]
      if (!target) throw new Error(`unresolved ${schema.$ref}`)
      return resolve(target)
    }
    return {
      ...schema,
      ...(schema.properties && {
        properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v)])),
      }),
      ...(schema.items && { items: resolve(schema.items) }),
      ...(schema.anyOf && { anyOf: schema.anyOf.map(resolve) }),
      ...(schema.oneOf && { oneOf: schema.oneOf.map(resolve) }),
    }
  }
  return resolve
}

export async function listOperations(app: Pick<TestApp, 'request'>): Promise<Operation[]> {
  const response = await app.request('/api/openapi.json')
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`)
  const document = (await response.json()) as Document
  const resolve = resolver(document)
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const [contentType, media] = Object.entries(raw.requestBody?.content ?? {})[0] ?? []
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema ?? {}),
        })),
        ...(contentType &&
          media && {
            body: {
              contentType,
              schema: resolve(media.schema),
              required: raw.requestBody?.required ?? false,
            },
          }),
      })
    }
  }
  return operations
}
