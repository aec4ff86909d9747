import { type PGlite, type Transaction, types } from '@electric-sql/pglite'

// Drizzle sends, with each query, parsers that leave dates, times, intervals and arrays of them and of numerics as
// PostgreSQL wrote them (it reads those strings itself), and PGlite merges what a query brings into the client's
// own parsers, one for each of hundreds of types, for every query. The client adopts those parsers once instead,
// and a query that brings no others goes without: the same answers, without the copy.

const asWritten = (value: string) => value
const NUMERIC_ARRAY = 1231
const TIMESTAMP_ARRAY = 1115
const TIMESTAMPTZ_ARRAY = 1185
const INTERVAL_ARRAY = 1187
const DATE_ARRAY = 1182
const KEPT_AS_WRITTEN: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  NUMERIC_ARRAY,
  TIMESTAMP_ARRAY,
  TIMESTAMPTZ_ARRAY,
  INTERVAL_ARRAY,
  DATE_ARRAY,
]

type Queryable = Pick<PGlite, 'query'>
type QueryOptions = Parameters<PGlite['query']>[2]

/** What a query's options come to once the client has the parsers: no parsers when it brings only those. */
function onTheClient(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers
  if (!parsers || !Object.keys(parsers).every((type) => KEPT_AS_WRITTEN.includes(Number(type))))
    return options
  const { parsers: _sameAsTheClients, ...rest } = options
  return rest
}

function withQueriesOnTheClient<C extends Queryable>(client: C, ready: () => Promise<void>): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return async (query: string, params?: unknown[], options?: QueryOptions) => {
          await ready()
          return target.query(query, params, onTheClient(options))
        }
      }
      if (property === 'transaction') {
        return (work: (tx: Transaction) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => work(withQueriesOnTheClient(tx, ready)))
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The client as Drizzle should be given it: its parsers are set once, not merged again for each query. */
export function withParsersOnTheClient(client: PGlite): PGlite {
  let adopted: Promise<void> | undefined
  // After the client is ready: it sets its array types' parsers as it starts, over any given before.
  const ready = () =>
    (adopted ??= client.waitReady.then(() => {
      for (const type of KEPT_AS_WRITTEN) client.parsers[type] = asWritten
    }))
  return withQueriesOnTheClient(client, ready)
}
