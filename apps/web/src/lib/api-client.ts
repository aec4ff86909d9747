import { errorBodySchema, TOTAL_COUNT_HEADER } from '@keyhaven/contract'
import type { z } from 'zod'

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

async function readError(response: Response): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null))
  if (parsed.success) return new ApiError(response.status, parsed.data.error.message, parsed.data.error.code)
  return new ApiError(response.status, `The server answered ${response.status} ${response.statusText}`.trim())
}

/** The one way the web app talks to the API: every answer is checked against the shared contract schema. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  { schema, method = 'GET', query, body, signal }: RequestOptions<T>,
): Promise<ApiResult<z.infer<T>>> {
  let response: Response
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'Could not reach Keyhaven. Check your connection and try again.', 'network')
  }
  if (!response.ok) throw await readError(response)
  const totalHeader = response.headers.get(TOTAL_COUNT_HEADER)
  const data = schema.parse(response.status === 204 ? null : await response.json())
  return { data, total: totalHeader === null ? null : Number(totalHeader) }
}
