import type { Context } from 'hono'

/** The one way to answer a 201: the body, and the created resource's address in `Location` (RFC 9110 15.3.2). */
export function created<T>(c: Context, body: T, location: string) {
  return c.json(body, 201, { Location: location })
}
