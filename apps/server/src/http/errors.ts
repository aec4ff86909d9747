import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type Language,
  preferredLanguage,
} from '@keyhaven/contract'
import { problemIn } from '@keyhaven/contract/problems'
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
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
  500: ERROR_CODES.internalError,
}

// A status without a code of its own (a framework's HTTPException) still answers a code of ERROR_CODES.
export const genericCodeOf = (status: ContentfulStatusCode): ErrorCode =>
  STATUS_CODES[status] ?? (status < 500 ? ERROR_CODES.badRequest : ERROR_CODES.internalError)

/**
 * An error the client caused or should know about; anything else becomes a generic 500. `code` is what
 * clients branch on (the status's generic one unless given), `message` what a person reads, `field` the
 * request field at fault when there is one (made by `fieldError`), `headers` what HTTP asks of the status
 * (`Retry-After` of a 429, `Allow` of a 405).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: ErrorCode = genericCodeOf(status),
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Whole seconds until `endsAt` (epoch ms), at least 1: what `Retry-After` says of a window that ends then. */
export const secondsUntil = (endsAt: number): number => Math.max(1, Math.ceil((endsAt - Date.now()) / 1000))

/** The one way to refuse a request for its rate: a 429 whose `Retry-After` says when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, message, ERROR_CODES.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })
}

/**
 * The error of one request field: `field` in the body for clients to branch on, and the message naming it
 * first ('<field>: <problem>') for people and API clients that read it (docs/decisions/0011).
 */
export function fieldError(field: string, problem: string, status: ContentfulStatusCode = 400): ApiError {
  return new ApiError(status, `${field}: ${problem}`, genericCodeOf(status), field)
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } }
}

/**
 * The one way an error is answered: `{ error: { code, message, field? } }` with its status and headers, its
 * message in the language of the request's Accept-Language (Content-Language names it); a request naming no
 * language is answered in English as it always was, without Content-Language.
 */
export function sendError(c: Context, error: ApiError) {
  const { message, headers } = inRequestLanguage(c, error.message, error.field)
  return c.json(errorBody(error.code, message, error.field), error.status, { ...error.headers, ...headers })
}

/**
 * The language an error is answered in: the best of ours the request's Accept-Language names (q-values
 * respected), English when it names none of ours; undefined when the request has no Accept-Language, whose
 * answer stays as API clients have always read it (no Content-Language).
 */
export function errorLanguageOf(acceptLanguage: string | undefined): Language | undefined {
  if (acceptLanguage === undefined) return undefined
  return preferredLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
}

/** An error's message in the request's language, and the header that names it (none when it names none). */
export function inRequestLanguage(
  c: Context,
  message: string,
  field?: string,
): { message: string; headers: Record<string, string> } {
  const language = errorLanguageOf(c.req.header('Accept-Language'))
  if (!language) return { message, headers: {} }
  return { message: problemIn(language, message, field), headers: { 'Content-Language': language } }
}

/** The first problem as a field error ('<field>: <message>'), so the client learns which field to mend. */
export function describeZodError(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0]
  if (!issue) return { message: 'Invalid input' }
  const field = issue.path.join('.')
  return field ? { message: `${field}: ${issue.message}`, field } : { message: issue.message }
}
