import type { ErrorBody } from '@keyhaven/contract'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'

const codes: Partial<Record<ContentfulStatusCode, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
}

/** An error the client caused or should know about; anything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code = codes[status] ?? 'error',
  ) {
    super(message)
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

export function sendError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json(errorBody(codes[status] ?? 'error', message), status)
}

/** '<field>: <message>' for the first problem, so the client learns which field to mend. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}
