import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from '@keyhaven/contract'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Config } from '../config/config.ts'
import { errorBody, genericCodeOf, inRequestLanguage } from '../http/errors.ts'
import type { Auth } from './auth.ts'
import { clientIp, withClientIp } from './client-ip.ts'
import { tooManyAttemptsMessage } from './sign-in-throttle.ts'

/** Better Auth's error body, as its endpoints answer it: `code` (its own), `message`, at times `field`. */
interface BetterAuthError {
  code?: unknown
  message?: unknown
  field?: unknown
}

/**
 * A Better Auth error in Keyhaven's shape (docs/decisions/0030): `error` as every API route answers it, the
 * status's generic code in `error.code` and Better Auth's own in `error.authCode`, its message in the request's
 * language as every error's is (sendError); Better Auth's fields stay at the top level too, as it wrote them,
 * for its client library.
 */
function keyhavenErrorBody(c: Context, status: number, body: BetterAuthError) {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  const field = text(body.field)
  const written = inRequestLanguage(
    c,
    text(body.message) ?? text(body.code) ?? `Request refused (${status})`,
    field,
  )
  const { error } = errorBody(genericCodeOf(status as ContentfulStatusCode), written.message, field)
  const authCode = text(body.code)
  return { body: { ...body, error: authCode ? { ...error, authCode } : error }, headers: written.headers }
}

/** An answer of Better Auth's made here, in its shape (inKeyhavenShape gives it Keyhaven's too). */
const authError = (
  status: number,
  { code, message, field }: { code: string; message: string; field?: string },
  headers: Record<string, string> = {},
) => Response.json({ code, message, ...(field && { field }) }, { status, headers })

/** Better Auth's own error answer (any status from 400 on) in Keyhaven's shape, its headers kept. */
async function inKeyhavenShape(c: Context, response: Response): Promise<Response> {
  if (response.status < 400) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as BetterAuthError | null
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  headers.set('Content-Type', 'application/json')
  const shaped = keyhavenErrorBody(c, response.status, body ?? {})
  for (const [name, value] of Object.entries(shaped.headers)) headers.set(name, value)
  return new Response(JSON.stringify(shaped.body), {
    status: response.status,
    headers,
  })
}

/** The path of the first string (or key) in a JSON value that holds a control character, if any. */
function controlCharacterPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, `${path}.${index}`)
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key
      if (hasControlCharacters(key)) return field
      const found = controlCharacterPath(item, field)
      if (found) return found
    }
  }
  return null
}

/**
 * Better Auth's schemas are its own, not the contract's: before a request reaches it, its query and JSON body
 * are held to the contract's rule on control characters (nothing a person types into a sign-in form has one).
 */
async function controlCharacterField(request: Request): Promise<string | null> {
  for (const [key, value] of new URL(request.url).searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) return key
  }
  if (!request.headers.get('content-type')?.includes('application/json')) return null
  let body: unknown
  try {
    body = await request.clone().json()
  } catch {
    return null // Better Auth answers malformed JSON itself.
  }
  return controlCharacterPath(body, '')
}

/** The `code` of one of Better Auth's error answers, if it has one. */
async function codeOf(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : undefined
}

/** Where to sign in instead, for a page opened at an address the server does not trust. */
function wrongOriginMessage(request: Request, config: Config): string {
  const opened = request.headers.get('origin') ?? 'another address'
  const [primary, ...others] = config.trustedOrigins
  const also = others.length > 0 ? ` (or ${others.join(', ')})` : ''
  const advice = config.baseUrlConfigured ? '' : ', or set BASE_URL to the address you use'
  return `This page was opened at ${opened}, but Keyhaven accepts sign-ins only from ${primary}${also}. Open ${primary} instead${advice}.`
}

/**
 * Serves Better Auth's endpoints: with the client address set by us (rate limits), control characters refused
 * with a 400 naming the field, and three of its answers made clear: a page opened at an untrusted origin says
 * which origin to use, every rate limit says how long to wait, and a passkey that fails its registration is a 400.
 * Every error answer is in Keyhaven's shape, Better Auth's own fields beside it.
 */
export async function handleAuthRequest(c: Context, auth: Auth, config: Config): Promise<Response> {
  return inKeyhavenShape(c, await answerAuthRequest(c, auth, config))
}

async function answerAuthRequest(c: Context, auth: Auth, config: Config): Promise<Response> {
  const field = await controlCharacterField(c.req.raw)
  if (field)
    return authError(400, { code: 'INVALID_INPUT', message: `${field}: ${CONTROL_CHARACTER_MESSAGE}`, field })
  const response = await auth.handler(withClientIp(c.req.raw, clientIp(c, config.trustedProxyHeader)))
  if (response.status === 403 && (await codeOf(response)) === 'INVALID_ORIGIN')
    return authError(403, { code: 'INVALID_ORIGIN', message: wrongOriginMessage(c.req.raw, config) })
  // The passkey plugin answers every failed check of a new passkey's registration with a 500 (a challenge
  // expired or used, another origin, an answer it cannot read): they are the client's. Its log says why.
  if (response.status === 500 && (await codeOf(response)) === 'FAILED_TO_VERIFY_REGISTRATION')
    return authError(400, {
      code: 'FAILED_TO_VERIFY_REGISTRATION',
      message: 'The passkey could not be verified. Try adding it again.',
    })
  if (response.status === 429) {
    if ((await codeOf(response)) === 'TOO_MANY_ATTEMPTS') return response
    const seconds = Math.max(1, Number(response.headers.get('X-Retry-After')) || 1)
    return authError(
      429,
      { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(seconds) },
      {
        'Retry-After': String(seconds),
        'X-Retry-After': String(seconds),
      },
    )
  }
  return response
}
