import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { offers, properties, propertyViews, wishlistItems } from '../db/schema.ts'

/** One view per visitor per day: a second one the same day changes nothing. True when this one counted. */
export async function recordView(db: Database, view: { propertyId: string; day: string; visitor: string }) {
  const inserted = await db
    .insert(propertyViews)
    .values(view)
    .onConflictDoNothing()
    .returning({ propertyId: propertyViews.propertyId })
  return inserted.length > 0
}

/** The number of rows of a correlated subquery (`from … where …` naming the outer listing). */
const countOf = (from: SQL) => sql<number>`(select count(*)::int ${from})`

/**
 * Views, recent views (on or after `since`, a day), saves and offers of those of the listings that belong to
 * the agent, in one statement: each figure counts over an index on the listing's id (property_views' key,
 * wishlist_property_idx, offers_property_idx), for a page of listings at most.
 */
export function listingFigures(db: Database, agentId: string, ids: string[], since: string) {
  const viewsOf = sql`from ${propertyViews} where ${propertyViews.propertyId} = ${properties.id}`
  return db
    .select({
      propertyId: properties.id,
      views: countOf(viewsOf),
      viewsLast7Days: countOf(sql`${viewsOf} and ${propertyViews.day} >= ${since}`),
      saves: countOf(sql`from ${wishlistItems} where ${wishlistItems.propertyId} = ${properties.id}`),
      offers: countOf(sql`from ${offers} where ${offers.propertyId} = ${properties.id}`),
    })
    .from(properties)
    .where(and(inArray(properties.id, ids), eq(properties.agentId, agentId)))
}
