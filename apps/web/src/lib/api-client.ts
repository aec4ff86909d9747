import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@keyhaven/contract'
import type { z } from 'zod'
import { pageLanguage } from './i18n/page-language.ts'

/** An error answer of the API, with the server's own message (which names the field for bad input). */
export class ApiError extends Error {
  /** The request field at fault, as the server names it in the answer's `field`; null when none is. */
  readonly field: string | null
  /** The problem alone: the message without its '<field>: ' prefix, for showing beside that field. */
  readonly detail: string

  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
    field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
    this.field = field ?? null
    this.detail = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message
  }
}

/**
 * A successful answer that does not match the contract schema: the server and this page are out of step (a
 * deploy under way, or a bug). Retrying cannot help, and zod's report means nothing to a person, so the
 * message is a plain sentence and the details go to the console.
 */
export class ContractMismatchError extends Error {
  constructor(readonly path: string) {
    super('Keyhaven answered in a way this page does not understand. Reload the page and try again.')
    this.name = 'ContractMismatchError'
  }
}

/** A record that does not exist, or an id that could not name one. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.field === 'id'))

export type Query = Record<string, string | number | undefined>

/**
 * The contract schema an answer must match, or a function importing it: a read the browser makes from a page's
 * first scripts (the bell, the view beacon) passes `async () => (await import('@keyhaven/contract/<module>')).x`,
 * so zod and that module of the contract come in their own chunk when the first request is answered.
 */
export type ResponseSchema<T extends z.ZodType> = T | (() => Promise<T>)

interface RequestOptions<T extends z.ZodType> {
  schema: ResponseSchema<T>
  /**
   * Take a `null` answer as it is, without loading the schema (allowed only for one that accepts null). For
   * the session check every page makes: a signed-out visitor is answered `null`, so their page loads no zod.
   */
  acceptsNull?: null extends z.infer<T> ? true : never
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
  /** Told how much of the body has been sent (0 to 1), for uploads with a progress bar. */
  onUploadProgress?: (fraction: number) => void
}

export interface ApiResult<T> {
  data: T
  /** The X-Total-Count header of paginated lists. */
  total: number | null
  /** X-Total-Count-Capped: more match than `total` says (show "10,000+"). */
  totalCapped: boolean
  /** Every header of the answer (for the few lists that say more than their total). */
  headers: Headers
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `/api${path}${search ? `?${search}` : ''}`
}

// The error schemas and zod load with the first error answer, not with the page (see ResponseSchema).
async function readError(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null)
  const { errorBodySchema } = await import('./response-schemas.ts')
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) {
    // Better Auth's routes say more precisely what went wrong (INVALID_EMAIL_OR_PASSWORD) in authCode.
    const { message, code, field, authCode } = parsed.data.error
    return new ApiError(response.status, message, authCode ?? code, field)
  }
  if (response.status === 429)
    return new ApiError(429, 'Too many attempts. Please wait a moment and try again.')
  return new ApiError(response.status, `The server answered ${response.status} ${response.statusText}`.trim())
}

const TOKEN_KEY = 'access-token'

export const accessToken = {
  // The server has no storage: loaders' requests carry the visitor's token in their transport
  // (app/server/request-api.server.ts).
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
}

// A page rendered on the server for a signed-in person (the root layout marks it `<html data-signed-in>`)
// hydrates before the browser has traded the session for an access-token (a sign-in by plain form post never
// did), and its screens may ask the API before the auth provider's first check of the session: until that
// check, a request without a stored token waits for it.
let firstTradeDone: (() => void) | null = null
let tokenTrade: Promise<void> = globalThis.document?.documentElement.hasAttribute('data-signed-in')
  ? new Promise<void>((resolve) => {
      firstTradeDone = resolve
    })
  : Promise.resolve()

/** The API's routes (not Better Auth's, not the trade itself) wait for `trade` before reading the token. */
export function accessTokenFrom(trade: Promise<void>) {
  const waiting = firstTradeDone
  firstTradeDone = null
  tokenTrade = trade
  if (waiting) void trade.then(waiting)
}

let onUnauthorized: () => void = () => {}

export type Transport = (url: string, init: RequestInit) => Promise<Response>
let transport: Transport = (url, init) => fetch(url, init)

/** Where requests go: the browser's fetch, or (when the server renders a page) the API in the same process. */
export function setApiTransport(next: Transport) {
  transport = next
}

/** What to do when the server refuses a request made with the token (the auth provider signs the user out). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

/** The one way the web app talks to the API: every answer is checked against the shared contract schema. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  { schema, acceptsNull, ...request }: RequestOptions<T>,
): Promise<ApiResult<z.infer<T>>> {
  const { method = 'GET' } = request
  const response = await send(path, request)
  const answer: Promise<unknown> =
    response.status === 204 ? Promise.resolve(null) : response.json().catch(() => undefined)
  // The schema accepts null (see acceptsNull), so null is a z.infer<T>.
  const data =
    acceptsNull && (await answer) === null
      ? (null as z.infer<T>)
      : await matchContract(method, path, schema, answer)
  const totalHeader = response.headers.get(TOTAL_COUNT_HEADER)
  return {
    data,
    total: totalHeader === null ? null : Number(totalHeader),
    totalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
    headers: response.headers,
  }
}

/**
 * A file the API answers (an export), as apiRequest sends the request: with the token, an error answer thrown.
 * Its body is not read here: a download's resource route passes it on as the API writes it.
 */
export const apiFile = (path: string): Promise<Response> => send(path, {})

/** Sends one request to the API with the caller's token; an error answer is thrown as an ApiError. */
async function send(
  path: string,
  {
    method = 'GET',
    query,
    body,
    signal,
    onUploadProgress,
  }: Omit<RequestOptions<z.ZodType>, 'schema' | 'acceptsNull'>,
): Promise<Response> {
  // Better Auth's own endpoints (/auth/*) work with the session cookie; everything else with the token.
  const usesToken = !path.startsWith('/auth/') && path !== '/jwt'
  if (usesToken && !accessToken.get()) await tokenTrade
  const token = usesToken ? accessToken.get() : null
  // The API words its refusals in the page's language (the server's own requests for a page included: their
  // transport sends these headers on).
  const headers: Record<string, string> = { 'Accept-Language': pageLanguage() }
  if (token) headers.Authorization = `Bearer ${token}`
  // A Blob (a CSV file) goes as it is, with its own type; FormData sets its own; anything else is JSON.
  if (body instanceof Blob) headers['Content-Type'] = body.type || 'application/octet-stream'
  else if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    // Only uploads with a progress bar need it: it stays out of the code every page loads first.
    const send = onUploadProgress
      ? (await import('./progress-transport.ts')).progressTransport(onUploadProgress)
      : transport
    response = await send(buildUrl(path, query), {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers,
      body:
        body === undefined
          ? null
          : body instanceof FormData || body instanceof Blob
            ? body
            : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'Could not reach Keyhaven. Check your connection and try again.', 'network')
  }
  if (!response.ok) {
    const error = await readError(response)
    // Only a 401 means the session is gone; a 403 refuses one action and keeps the person signed in.
    if (token && response.status === 401) {
      accessToken.clear()
      onUnauthorized()
    }
    throw error
  }
  return response
}

/** The answer checked against its schema, which loads while the body is read. */
async function matchContract<T extends z.ZodType>(
  method: string,
  path: string,
  schema: ResponseSchema<T>,
  answer: Promise<unknown>,
): Promise<z.infer<T>> {
  const [answerSchema, body] = await Promise.all([typeof schema === 'function' ? schema() : schema, answer])
  const parsed = answerSchema.safeParse(body)
  if (parsed.success) return parsed.data
  console.error(`${method} ${path}: the answer does not match the contract`, parsed.error.issues)
  throw new ContractMismatchError(path)
}
