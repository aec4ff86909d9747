import { and, count, eq, gt, lt, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { openHouses, properties } from '../db/schema.ts'

/** Holds the listing's row while its windows are counted and one added: two additions cannot both pass the cap. */
export async function lockListingForOpenHouse(tx: Transaction, propertyId: string) {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('no key update')
  return row
}

const upcomingOf = (propertyId: string, now: Date): SQL =>
  and(eq(openHouses.propertyId, propertyId), gt(openHouses.endsAt, now)) as SQL

export async function countUpcoming(tx: Transaction, propertyId: string, now: Date): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(openHouses).where(upcomingOf(propertyId, now))
  return row?.n ?? 0
}

/** Whether a window still to end overlaps [start, end). */
export async function overlapsUpcoming(tx: Transaction, propertyId: string, start: Date, end: Date) {
  const [row] = await tx
    .select({ id: openHouses.id })
    .from(openHouses)
    .where(
      and(eq(openHouses.propertyId, propertyId), lt(openHouses.startsAt, end), gt(openHouses.endsAt, start)),
    )
    .limit(1)
  return row !== undefined
}

export async function insertOpenHouse(
  tx: Transaction,
  values: { propertyId: string; startsAt: Date; endsAt: Date },
): Promise<string> {
  const [row] = await tx.insert(openHouses).values(values).returning({ id: openHouses.id })
  if (!row) throw new Error('insert into open_houses returned no row')
  return row.id
}

/** Deletes one window of the listing; false when the listing has no such window. */
export async function deleteOpenHouse(db: Database, propertyId: string, openHouseId: string) {
  const deleted = await db
    .delete(openHouses)
    .where(and(eq(openHouses.id, openHouseId), eq(openHouses.propertyId, propertyId)))
    .returning({ id: openHouses.id })
  return deleted.length > 0
}
