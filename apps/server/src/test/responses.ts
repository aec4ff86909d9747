import { type ErrorBody, errorBodySchema } from '@keyhaven/contract'
import { expect } from 'vitest'

// The one family of response assertions of the API tests.

/** Status and parsed JSON body, failing with the body when the status is not the expected one. */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

/** Asserts the API's JSON error shape and status; returns the body for further checks. */
export async function expectApiError(
  response: Response,
  status: number,
  messageContains?: string,
): Promise<ErrorBody> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = errorBodySchema.strict().parse(JSON.parse(text))
  if (messageContains !== undefined) expect(body.error.message).toContain(messageContains)
  // A message that names a field first ('<field>: <problem>') carries that field in `field` too, and only then.
  expect(body.error.field).toBe(/^([$\w.-]+): /.exec(body.error.message)?.[1])
  expect(body.error.message).not.toMatch(/\n\s+at /)
  return body
}
