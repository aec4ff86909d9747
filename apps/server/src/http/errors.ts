import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@keyhaven/contract'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'

/** The generic code of each status; an ApiError may carry a more precise one (ERROR_CODES). */
const STATUS_CODES: Partial<Record<ContentfulStatusCode, ErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
  500: ERROR_CODES.internalError,
}

const codeOf = (status: ContentfulStatusCode): string => STATUS_CODES[status] ?? 'error'

/**
 * An error the client caused or should know about; anything else becomes a generic 500. `code` is what
 * clients branch on (the status's generic one unless given), `message` what a person reads.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = codeOf(status),
  ) {
    super(message)
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/** The one way an error is answered: `{ error: { code, message } }` with its status. */
export function sendError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message), error.status)
}

/** '<field>: <message>' for the first problem, so the client learns which field to mend. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}
