import { and, count, desc, eq, exists, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { offers, properties, users } from '../db/schema.ts'

export type PropertyRow = Awaited<ReturnType<typeof selectProperties>>[number]
export interface Page {
  limit: number
  offset: number
}

const isSold = exists(
  // Correlated on the outer row: a property is sold once one of its offers has been paid for.
  sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} = 'bought')`,
)

/** Verified listings whose agent is not marked fraud (a deleted agent's listings stay, shown as 'Unknown'). */
export const isPubliclyListed = and(
  eq(properties.verificationStatus, 'verified'),
  or(isNull(properties.agentId), ne(users.role, 'fraud')),
) as SQL

function selectProperties(db: Database, where: SQL | undefined, page: Page, orderBy: SQL[]) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      location: properties.location,
      image: properties.image,
      listingType: properties.listingType,
      category: properties.category,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      verificationStatus: properties.verificationStatus,
      isAdvertised: properties.isAdvertised,
      createdAt: properties.createdAt,
      agentName: users.name,
      agentEmail: users.email,
      agentImage: users.image,
      isSold: sql<boolean>`${isSold}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
}

async function countProperties(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(where)
  return row?.total ?? 0
}

async function listPage(db: Database, where: SQL | undefined, page: Page, orderBy: SQL[]) {
  const [rows, total] = await Promise.all([
    selectProperties(db, where, page, orderBy),
    countProperties(db, where),
  ])
  return { rows, total }
}

const newestFirst = [desc(properties.createdAt), desc(properties.id)]

export function listAdvertisedProperties(db: Database, page: Page) {
  return listPage(db, and(isPubliclyListed, eq(properties.isAdvertised, true)), page, newestFirst)
}

export function listRentProperties(db: Database, page: Page, category?: PropertyRow['category']) {
  const where = and(
    isPubliclyListed,
    eq(properties.listingType, 'rent'),
    category ? eq(properties.category, category) : undefined,
  )
  return listPage(db, where, page, newestFirst)
}
