import { errorBodySchema, TOTAL_COUNT_HEADER } from '@keyhaven/contract'
import { z } from 'zod'

/** An error answer of the API, with the server's own message (which names the field for bad input). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Query = Record<string, string | number | undefined>

interface RequestOptions<T extends z.ZodType> {
  schema: T
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

export interface ApiResult<T> {
  data: T
  /** The X-Total-Count header of paginated lists. */
  total: number | null
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `/api${path}${search ? `?${search}` : ''}`
}

// Better Auth's endpoints answer errors as { message, code } rather than our { error: { code, message } }.
const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() })

async function readError(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null)
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) return new ApiError(response.status, parsed.data.error.message, parsed.data.error.code)
  const auth = authErrorSchema.safeParse(body)
  if (auth.success) return new ApiError(response.status, auth.data.message, auth.data.code)
  if (response.status === 429)
    return new ApiError(429, 'Too many attempts. Please wait a moment and try again.')
  return new ApiError(response.status, `The server answered ${response.status} ${response.statusText}`.trim())
}

const TOKEN_KEY = 'access-token'

export const accessToken = {
  // The server renders public pages for anonymous visitors: it has no storage and sends no token.
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
}

let onUnauthorized: () => void = () => {}

type Transport = (url: string, init: RequestInit) => Promise<Response>
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
  { schema, method = 'GET', query, body, signal }: RequestOptions<T>,
): Promise<ApiResult<z.infer<T>>> {
  // Better Auth's own endpoints (/auth/*) work with the session cookie; everything else with the token.
  const token = path.startsWith('/auth/') ? null : accessToken.get()
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await transport(buildUrl(path, query), {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'Could not reach Keyhaven. Check your connection and try again.', 'network')
  }
  if (!response.ok) {
    const error = await readError(response)
    // The spec's rule: a refused token is dropped and the user sent to sign in again.
    if (token && (response.status === 401 || response.status === 403)) {
      accessToken.clear()
      onUnauthorized()
    }
    throw error
  }
  const totalHeader = response.headers.get(TOTAL_COUNT_HEADER)
  const data = schema.parse(response.status === 204 ? null : await response.json())
  return { data, total: totalHeader === null ? null : Number(totalHeader) }
}
