import { OPEN_APPLICATION_STATUSES, type RentalApplication } from '@keyhaven/contract'
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { properties, rentalApplications, users } from '../db/schema.ts'
import { DELETED_NAME } from '../notifications/messages.ts'
import { isLet, isPublicRow } from '../properties/queries.ts'

const isOpen = inArray(rentalApplications.status, [...OPEN_APPLICATION_STATUSES])

/** An application as the API answers it: with its rental's title, place and picture and the renter's name. */
const applicationColumns = {
  application: rentalApplications,
  title: properties.title,
  location: properties.location,
  image: properties.image,
  agentId: properties.agentId,
  // An accepted application outlives its renter's account (account/queries.ts, anonymiseKeptRecords).
  renterName: sql<string>`coalesce(${users.name}, ${DELETED_NAME})`,
  renterEmail: sql<string>`coalesce(${users.email}, '')`,
}

type ApplicationRow = {
  application: typeof rentalApplications.$inferSelect
  title: string
  location: string
  image: string
  agentId: string | null
  renterName: string
  renterEmail: string
}

export function toApplication(row: ApplicationRow): RentalApplication {
  const { application } = row
  return {
    _id: application.id,
    propertyId: application.propertyId,
    title: row.title,
    location: row.location,
    image: row.image,
    renterName: row.renterName,
    renterEmail: row.renterEmail,
    moveInDate: application.moveInDate,
    leaseMonths: application.leaseMonths,
    occupants: application.occupants,
    monthlyIncome: application.monthlyIncome,
    message: application.message,
    status: application.status,
    reason: application.reason,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  }
}

const selectApplications = (db: Database | Transaction) =>
  db
    .select(applicationColumns)
    .from(rentalApplications)
    .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
    .leftJoin(users, eq(users.id, rentalApplications.renterId))

/**
 * The rental an application is made for, with what decides whether it takes one. The row is locked FOR SHARE
 * (applications side by side; an accept, FOR NO KEY UPDATE, waits for them and they for it), and its state is
 * read by a second statement after the lock is held, so it sees what an accept committed meanwhile (see
 * offers/queries.ts, lockListingForOffer).
 */
/**
 * Locks the rental an application of it is accepted for, as an offer's accept locks its listing: its stored
 * state (verification status and stage).
 */
export async function lockRentalForAccept(tx: Transaction, propertyId: string) {
  const [row] = await tx
    .select({ verificationStatus: properties.verificationStatus, listingStage: properties.listingStage })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('no key update')
  return row
}

export async function lockRentalForApplication(tx: Transaction, propertyId: string) {
  const [locked] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('share')
  if (!locked) return undefined
  const [row] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      listingType: properties.listingType,
      verificationStatus: properties.verificationStatus,
      agentId: properties.agentId,
      agentRole: users.role,
      availableFrom: properties.availableFrom,
      isLet: sql<boolean>`${isLet}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(eq(properties.id, propertyId))
  return row && { ...row, isPublic: isPublicRow(row), isLet: Boolean(row.isLet) }
}

export async function insertApplication(
  tx: Transaction,
  values: typeof rentalApplications.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(rentalApplications).values(values).returning({ id: rentalApplications.id })
  if (!row) throw new Error('insert into rental_applications returned no row')
  return row.id
}

export async function findApplication(db: Database | Transaction, applicationId: string) {
  const [row] = await selectApplications(db).where(eq(rentalApplications.id, applicationId))
  return row
}

/**
 * Moves an open application to `status` in one statement (a closed one is left as it is: none returned);
 * `from` narrows which open statuses may move (a shortlisted one is not shortlisted again).
 */
export async function moveOpenApplication(
  tx: Transaction,
  applicationId: string,
  change: { status: 'shortlisted' | 'accepted' | 'declined' | 'withdrawn'; reason?: string | null },
  from: readonly ('submitted' | 'shortlisted')[] = OPEN_APPLICATION_STATUSES,
) {
  const [row] = await tx
    .update(rentalApplications)
    .set({ status: change.status, reason: change.reason ?? null })
    .where(and(eq(rentalApplications.id, applicationId), inArray(rentalApplications.status, [...from])))
    .returning({ id: rentalApplications.id })
  return row !== undefined
}

/** Declines every other open application on the rental; returns them with what their renters are told. */
export async function declineOtherOpenApplications(tx: Transaction, propertyId: string, acceptedId: string) {
  const declined = await tx
    .update(rentalApplications)
    .set({ status: 'declined', reason: null })
    .where(and(eq(rentalApplications.propertyId, propertyId), isOpen, ne(rentalApplications.id, acceptedId)))
    .returning({ id: rentalApplications.id })
  if (declined.length === 0) return []
  return selectApplications(tx).where(
    inArray(
      rentalApplications.id,
      declined.map((row) => row.id),
    ),
  )
}

/** One page of applications, newest first, with the total across pages. */
export function listApplications(db: Database, where: SQL, page: PageWindow) {
  return readPage(
    selectApplications(db)
      .where(where)
      .orderBy(desc(rentalApplications.createdAt), desc(rentalApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(rentalApplications)
      .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
      .where(where),
  )
}

export const ofRenter = (renterId: string) => eq(rentalApplications.renterId, renterId)
export const onListingsOf = (agentId: string) => eq(properties.agentId, agentId)
