import { and, count, desc, isNotNull, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties } from '../db/schema.ts'
import { isPubliclyListed } from '../properties/queries.ts'
import type { Place } from './place-index.ts'

/** The cities of the publicly listed homes, with their region and how many homes each has. */
export async function listPlaces(db: Database): Promise<Place[]> {
  const rows = await db
    .select({ city: properties.city, region: properties.region, listings: count() })
    .from(properties)
    .where(and(isPubliclyListed, isNotNull(properties.city), ne(properties.city, '')))
    .groupBy(properties.city, properties.region)
    .orderBy(desc(count()))
  return rows.flatMap(({ city, region, listings }) => (city ? [{ city, region, listings }] : []))
}
