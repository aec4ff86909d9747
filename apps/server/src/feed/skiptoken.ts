import { FEED_PROPERTY_TYPES, FEED_REMOVAL_STATUSES, FEED_STANDARD_STATUSES } from '@keyhaven/contract'
import { z } from 'zod'
import { fieldError } from '../http/errors.ts'
import { isMicrosecondTime, PRICE_KEY } from '../properties/cursor.ts'
import { type EntryColumn, type FeedPosition, type OrderItem, pageOrder } from './queries.ts'

// A $skiptoken is where the next page starts: the order it was given in and the last entry's values of that
// order's columns (pageOrder), exact, as base64url of JSON, opaque to readers. A token is read back only for the
// same $orderby, and each value only as its column's type, so a forged or mistyped one is a 400, never a query
// that fails or pages from somewhere else than a real entry could.

const STATUSES: readonly string[] = [...FEED_STANDARD_STATUSES, ...FEED_REMOVAL_STATUSES]
const TYPES: readonly string[] = FEED_PROPERTY_TYPES

/** Whether the text is a value this column can hold; null only where the column may be null. */
const VALID_VALUE: Record<EntryColumn, (value: string | null) => boolean> = {
  id: (value) => value !== null && z.uuid().safeParse(value).success,
  modified_at: (value) => value !== null && isMicrosecondTime(value),
  standard_status: (value) => value !== null && STATUSES.includes(value),
  property_type: (value) => value === null || TYPES.includes(value),
  list_price: (value) => value === null || PRICE_KEY.test(value),
  bedrooms_total: (value) => value === null || /^-?\d{1,9}$/.test(value),
  city: (value) => value === null || value.length <= 500,
  postal_code: (value) => value === null || value.length <= 500,
}

const tokenPayload = z.object({ o: z.string().max(200), p: z.array(z.string().nullable()).max(8) })

/** The order as the token names it: its fields and directions as asked. */
const orderName = (orderBy: OrderItem[]) =>
  orderBy.map(({ column, descending }) => `${column} ${descending ? 'desc' : 'asc'}`).join(',')

// The first tokens held the stream's position alone, "time|id": a saved @odata.deltaLink keeps working.
const STREAM_POSITION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/

export function encodeSkiptoken(orderBy: OrderItem[], position: FeedPosition): string {
  const values = pageOrder(orderBy).map(({ column }) => position[column] ?? null)
  return Buffer.from(JSON.stringify({ o: orderName(orderBy), p: values })).toString('base64url')
}

/** The position a $skiptoken names in this order; a 400 naming $skiptoken for any other text. */
export function decodeSkiptoken(token: string, orderBy: OrderItem[]): FeedPosition {
  const refused = () => fieldError('$skiptoken', 'is not one this feed gave for this $orderby')
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw refused()
  const text = Buffer.from(token, 'base64url').toString('utf8')
  const stream = STREAM_POSITION.exec(text)
  if (stream?.[1] && stream[2] && orderBy.length === 0) {
    const position = { modified_at: stream[1], id: stream[2] }
    if (VALID_VALUE.modified_at(position.modified_at) && VALID_VALUE.id(position.id)) return position
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw refused()
  }
  const payload = tokenPayload.safeParse(json)
  const order = pageOrder(orderBy)
  if (!payload.success || payload.data.o !== orderName(orderBy) || payload.data.p.length !== order.length)
    throw refused()
  const { p: values } = payload.data
  const position: FeedPosition = {}
  for (const [index, { column }] of order.entries()) {
    const value = values[index] ?? null
    if (!VALID_VALUE[column](value)) throw refused()
    position[column] = value
  }
  return position
}
