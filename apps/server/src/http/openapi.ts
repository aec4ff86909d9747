import { OpenAPIHono } from '@hono/zod-openapi'
import { errorBodySchema, TOTAL_COUNT_HEADER } from '@keyhaven/contract'
import type { z } from 'zod'
import { describeZodError, errorBody } from './errors.ts'

/** A router whose request validation failures answer 400 with the offending field named. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody('bad_request', describeZodError(result.error)), 400)
    },
  })
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } }
}

export const errorResponse = (description: string) => jsonContent(errorBodySchema, description)

export const totalCountHeader = {
  [TOTAL_COUNT_HEADER]: {
    schema: { type: 'integer' as const },
    description: 'Number of items across all pages',
  },
}
