import {
  FEED_FILTERABLE_FIELDS,
  FEED_ORDERABLE_FIELDS,
  FEED_PROPERTY_FIELDS,
  FEED_PROPERTY_TYPES,
  FEED_REMOVAL_STATUSES,
  FEED_STANDARD_STATUSES,
  type FeedQuery,
} from '@keyhaven/contract'
import { and, not, or, type SQL, sql } from 'drizzle-orm'
import { fieldError } from '../http/errors.ts'
import { type ComparisonOperator, type FilterExpression, type Literal, parseFilter } from './odata-filter.ts'
import { type EntryColumn, entryColumn, type OrderItem } from './queries.ts'

type FilterableField = (typeof FEED_FILTERABLE_FIELDS)[number]
type OrderableField = (typeof FEED_ORDERABLE_FIELDS)[number]
type SelectableField = (typeof FEED_PROPERTY_FIELDS)[number]

type FieldType = 'text' | 'number' | 'integer' | 'timestamp' | { values: readonly string[] }

/** Each field a filter or an order may name: its column among the feed's entries and its type. */
const FIELDS: Record<OrderableField, { column: EntryColumn; type: FieldType }> = {
  ListingKey: { column: 'id', type: 'text' },
  StandardStatus: {
    column: 'standard_status',
    type: { values: [...FEED_STANDARD_STATUSES, ...FEED_REMOVAL_STATUSES] },
  },
  PropertyType: { column: 'property_type', type: { values: FEED_PROPERTY_TYPES } },
  ListPrice: { column: 'list_price', type: 'number' },
  BedroomsTotal: { column: 'bedrooms_total', type: 'integer' },
  City: { column: 'city', type: 'text' },
  PostalCode: { column: 'postal_code', type: 'text' },
  ModificationTimestamp: { column: 'modified_at', type: 'timestamp' },
}

/** The query options the feed takes: any other is a 400, never ignored. */
const KNOWN_OPTIONS = new Set([
  'modifiedSince',
  '$filter',
  '$select',
  '$orderby',
  '$expand',
  '$count',
  '$top',
  '$skip',
  '$skiptoken',
])

const SQL_OPERATORS: Record<ComparisonOperator, string> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
}

export interface FeedOptions {
  filter: SQL | undefined
  /** The fields to answer of a listing; undefined for all. */
  select: SelectableField[] | undefined
  orderBy: OrderItem[]
  expandMedia: boolean
  count: boolean
}

const isFilterable = (name: string): name is FilterableField =>
  (FEED_FILTERABLE_FIELDS as readonly string[]).includes(name)
const isOrderable = (name: string): name is OrderableField =>
  (FEED_ORDERABLE_FIELDS as readonly string[]).includes(name)
const isSelectable = (name: string): name is SelectableField =>
  (FEED_PROPERTY_FIELDS as readonly string[]).includes(name)

/** The literal as a value of the field's type, for the database; a literal of another type is a 400. */
function bindValue(field: FilterableField, value: Exclude<Literal, null>): SQL {
  const { type } = FIELDS[field]
  if (type === 'number' || type === 'integer') {
    if (typeof value !== 'number') throw fieldError('$filter', `${field} is a number: compare it with one`)
    // An integer column compared with a whole number of its own kind keeps its index; 2.5 is compared exactly.
    return type === 'integer' && Number.isSafeInteger(value) ? sql`${value}::bigint` : sql`${value}::numeric`
  }
  if (type === 'timestamp') {
    if (typeof value !== 'object')
      throw fieldError('$filter', `${field} is a time: compare it with one such as 2026-11-20T08:00:00Z`)
    return sql`${value.timestamp}::timestamptz`
  }
  if (typeof value !== 'string')
    throw fieldError('$filter', `${field} is a text: compare it with one in quotes`)
  if (typeof type === 'object' && !type.values.includes(value))
    throw fieldError('$filter', `${field} is one of ${type.values.join(', ')}; '${value}' is none of them`)
  return sql`${value}`
}

/**
 * The filter as SQL over the feed's entries, every value a bound parameter, each comparison on the column itself
 * so that its index serves it. OData's comparisons are true or false, never unknown: a comparison with a field
 * that is null (a removal answers only its key, status and time) is false. SQL's is unknown, which and, or and
 * the WHERE treat as false alike; only `not` tells them apart, so what it negates is made false first.
 */
function filterSql(expression: FilterExpression): SQL {
  switch (expression.kind) {
    case 'and':
      return and(filterSql(expression.left), filterSql(expression.right)) as SQL
    case 'or':
      return or(filterSql(expression.left), filterSql(expression.right)) as SQL
    case 'not':
      return not(sql`coalesce(${filterSql(expression.operand)}, false)`)
    case 'in':
    case 'compare': {
      const { property } = expression
      if (!isFilterable(property))
        throw fieldError(
          '$filter',
          `${property} cannot be filtered on; the fields are ${FEED_FILTERABLE_FIELDS.join(', ')}`,
        )
      const column = entryColumn(FIELDS[property].column)
      if (expression.kind === 'in') {
        const values = expression.values.filter((value) => value !== null)
        const orNull = values.length < expression.values.length ? sql` or ${column} is null` : sql``
        if (values.length === 0) return sql`(${column} is null)`
        const list = sql.join(
          values.map((value) => bindValue(property, value)),
          sql`, `,
        )
        return sql`(${column} in (${list})${orNull})`
      }
      const { operator, value } = expression
      if (value === null) {
        if (operator === 'eq') return sql`(${column} is null)`
        if (operator === 'ne') return sql`(${column} is not null)`
        throw fieldError('$filter', `null can only be compared with eq or ne`)
      }
      const { type } = FIELDS[property]
      if (typeof type === 'object' && operator !== 'eq' && operator !== 'ne')
        throw fieldError('$filter', `${property} can only be compared with eq, ne or in`)
      return sql`(${column} ${sql.raw(SQL_OPERATORS[operator])} ${bindValue(property, value)})`
    }
  }
}

function parseSelect(source: string): SelectableField[] | undefined {
  const names = source.split(',').map((name) => name.trim())
  if (names.length === 1 && names[0] === '*') return undefined
  for (const name of names) {
    if (name === 'Media') throw fieldError('$select', 'Media is answered with $expand=Media')
    if (!isSelectable(name)) throw fieldError('$select', `${name || 'an empty name'} is no field of Property`)
  }
  return FEED_PROPERTY_FIELDS.filter((field) => names.includes(field))
}

function parseOrderBy(source: string): FeedOptions['orderBy'] {
  return source.split(',').map((item) => {
    const [name = '', direction, ...rest] = item.trim().split(/\s+/)
    if (!isOrderable(name))
      throw fieldError(
        '$orderby',
        `${name || 'an empty name'} cannot order the feed; the fields are ${FEED_ORDERABLE_FIELDS.join(', ')}`,
      )
    if (rest.length > 0 || (direction !== undefined && direction !== 'asc' && direction !== 'desc'))
      throw fieldError('$orderby', `${item.trim()}: a field is followed by asc, desc or nothing`)
    return { column: FIELDS[name].column, descending: direction === 'desc' }
  })
}

function parseExpand(source: string): boolean {
  if (source.trim() !== 'Media')
    throw fieldError('$expand', `only Media can be expanded, with no options of its own; not ${source}`)
  return true
}

/**
 * The OData options of a feed request, read and checked: any option the feed does not take, and any option
 * given twice, is a 400 naming it, so a replicator never gets data it did not ask for. `query` is the
 * contract's reading of the same request (types and ranges); `names` every parameter name as sent.
 */
export function readFeedOptions(query: FeedQuery, names: string[]): FeedOptions {
  const seen = new Set<string>()
  for (const name of names) {
    if (!KNOWN_OPTIONS.has(name))
      throw fieldError(
        name,
        name.startsWith('$')
          ? 'is not supported by this feed'
          : `is no option of this feed; it takes ${[...KNOWN_OPTIONS].join(', ')}`,
      )
    if (seen.has(name)) throw fieldError(name, 'is given more than once')
    seen.add(name)
  }
  return {
    filter: query.$filter === undefined ? undefined : filterSql(parseFilter(query.$filter)),
    select: query.$select === undefined ? undefined : parseSelect(query.$select),
    orderBy: query.$orderby === undefined ? [] : parseOrderBy(query.$orderby),
    expandMedia: query.$expand === undefined ? false : parseExpand(query.$expand),
    count: query.$count === 'true',
  }
}
