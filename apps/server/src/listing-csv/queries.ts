import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties } from '../db/schema.ts'
import { listingColumns } from '../properties/listing-columns.ts'
import { comparable } from './csv.ts'

/** Where a page of an agent's listings starts: after this listing (its creation time as text, to the microsecond). */
export interface ListingKey {
  createdAt: string
  id: string
}

/**
 * One page of an agent's listings, of any status, oldest first (an export imports back in the same order), after
 * `after` when given.
 */
export function listAgentListings(
  db: Database,
  agentId: string,
  after: ListingKey | undefined,
  limit: number,
) {
  const afterKey: SQL | undefined = after
    ? sql`(${properties.createdAt}, ${properties.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined
  return db
    .select({
      // Text keeps the microseconds a JavaScript date would drop, so the next page starts exactly here.
      createdAt: sql<string>`${properties.createdAt}::text`,
      id: properties.id,
      ...listingColumns,
    })
    .from(properties)
    .where(and(eq(properties.agentId, agentId), afterKey))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(limit)
}

/** The agent's listings with one of these titles (compared as `comparable` does, in SQL), with what tells one home from another. */
export function listingsTitled(db: Database, agentId: string, titles: string[]) {
  return db
    .select({
      title: properties.title,
      street: properties.street,
      unit: properties.unit,
      city: properties.city,
      postalCode: properties.postalCode,
    })
    .from(properties)
    .where(
      and(
        eq(properties.agentId, agentId),
        inArray(
          sql`lower(regexp_replace(trim(${properties.title}), '\\s+', ' ', 'g'))`,
          titles.map(comparable),
        ),
      ),
    )
}
