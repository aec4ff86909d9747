import { z } from 'zod'
import type { ListOrder } from './queries.ts'

/** The response header carrying the cursor of the page after this one (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor'

/** Where a keyset page starts: after the row with this sort key and id, in this order. */
export interface Cursor {
  order: ListOrder
  key: string
  id: string
}

/** A price as the database writes money (numeric(14, 2)) as text. */
export const PRICE_KEY = /^\d{1,12}(\.\d{1,4})?$/
const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/** A time to the microsecond in UTC, as a cursor keeps it: 2026-11-20T08:00:00.123456Z, a real moment. */
export function isMicrosecondTime(key: string): boolean {
  // The regular expression fixes the shape; the round trip rejects impossible dates such as month 13, and
  // the year 0, which PostgreSQL's calendar does not have.
  if (!TIME_KEY.test(key)) return false
  const date = new Date(key)
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 19) === key.slice(0, 19)
  )
}

const isValidKey = (order: ListOrder, key: string) =>
  order === 'newest' ? isMicrosecondTime(key) : PRICE_KEY.test(key)

const cursorPayload = z.object({
  o: z.enum(['asc', 'desc', 'newest', 'pricePerArea']),
  k: z.string().max(40),
  i: z.uuid(),
})

/** Opaque to the client: base64url of the order, the last row's exact sort key and its id. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ o: cursor.order, k: cursor.key, i: cursor.id })).toString('base64url')
}

export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = cursorPayload.safeParse(json)
  if (!parsed.success || !isValidKey(parsed.data.o, parsed.data.k)) return undefined
  return { order: parsed.data.o, key: parsed.data.k, id: parsed.data.i }
}

/** `?cursor=`: decoded while validating, so a tampered or truncated cursor is a 400 naming `cursor`. */
export const cursorQueryField = z
  .string()
  .transform((text, ctx) => {
    const cursor = decodeCursor(text)
    if (cursor) return cursor
    ctx.addIssue({
      code: 'custom',
      message: 'cursor is not valid: use the X-Next-Cursor header of the previous page as it was sent',
    })
    return z.NEVER
  })
  .meta({
    description:
      'Keyset paging: the X-Next-Cursor header of the previous page. When given, `page` is ignored and the total is not counted again.',
  })
