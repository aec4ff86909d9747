import { OpenAPIHono } from '@hono/zod-openapi'
import {
  ERROR_CODES,
  errorBodySchema,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import { ApiError, describeZodError, sendError } from './errors.ts'

/**
 * A router whose request validation failures answer 400 with the offending field named. `Env` extends AppEnv
 * with variables of the router's own middleware (the portal feed's key).
 */
export function createRouter<Env extends AppEnv = AppEnv>() {
  return new OpenAPIHono<Env>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, field } = describeZodError(result.error)
        return sendError(c, new ApiError(400, message, ERROR_CODES.badRequest, field))
      }
    },
  })
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } }
}

export const errorResponse = (description: string) => jsonContent(errorBodySchema, description)

/** A 201 answer: its body, and the created resource's address in Location (made by `created`). */
export function createdJson<T extends z.ZodType>(schema: T, description: string) {
  return {
    ...jsonContent(schema, description),
    headers: {
      Location: { schema: { type: 'string' as const }, description: "The created resource's address" },
    },
  }
}

export const totalCountHeader = {
  [TOTAL_COUNT_HEADER]: {
    schema: { type: 'integer' as const },
    description: 'Number of items across all pages',
  },
}

/** The headers of a list whose total is counted up to TOTAL_COUNT_CAP (the listing lists). */
export const cappedTotalCountHeaders = {
  [TOTAL_COUNT_HEADER]: {
    schema: { type: 'integer' as const },
    description: `Number of items across all pages, counted up to ${TOTAL_COUNT_CAP}; a total of 1,000 or more is cached for 60 seconds per list and filter set, so it may lag changes of the last minute`,
  },
  [TOTAL_COUNT_CAPPED_HEADER]: {
    schema: { type: 'string' as const, enum: ['true'] },
    description: `Present when more items match than X-Total-Count (${TOTAL_COUNT_CAP}) says: show "10,000+"`,
  },
}

/** A 200 answer that is one page of a list, its total in X-Total-Count. */
export function pagedJson<T extends z.ZodType>(
  itemSchema: T,
  description: string,
  headers: typeof totalCountHeader = totalCountHeader,
) {
  return { ...jsonContent(z.array(itemSchema), description), headers }
}

/** OpenAPI marker for routes that need `Authorization: Bearer <access-token>`. */
export const bearerSecurity = [{ bearerAuth: [] }]

export const authErrorResponses = {
  401: errorResponse('No token, or an expired or revoked one'),
  403: errorResponse('Signed in, but not allowed to do this'),
}
