import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { users, wishlistItems, wishlistNotes, wishlistShares } from '../db/schema.ts'

const owners = alias(users, 'owners')
const partners = alias(users, 'partners')

/** The invitations a person's sharing page lists at most (newest first). */
const INCOMING_LIMIT = 50

/** A person as the sharing rules see them: their address counts only once it is verified. */
export async function findPerson(db: Database | Transaction, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email))
  return row
}

/** Whether an invitation to `email` reaches the caller: it is their address, and a verified one. */
const invitedIs = (caller: { id: string; email: string }) =>
  and(
    isNull(wishlistShares.partnerId),
    eq(wishlistShares.partnerEmail, caller.email),
    ne(wishlistShares.ownerId, caller.id),
    sql`exists (select 1 from ${users} where ${users.id} = ${caller.id} and ${users.emailVerified})`,
  )

/** Adds the owner's one sharing unless they already have one (the unique index decides, race-free). */
export async function insertShare(
  tx: Transaction,
  values: { ownerId: string; partnerEmail: string; invitationDigest: string | null },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(wishlistShares)
    .values(values)
    .onConflictDoNothing({ target: wishlistShares.ownerId })
    .returning({ id: wishlistShares.id })
  return row?.id
}

function selectShares(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: wishlistShares.id,
      ownerName: owners.name,
      ownerEmail: owners.email,
      partnerEmail: wishlistShares.partnerEmail,
      partnerName: partners.name,
      acceptedAt: wishlistShares.acceptedAt,
      createdAt: wishlistShares.createdAt,
    })
    .from(wishlistShares)
    .innerJoin(owners, eq(owners.id, wishlistShares.ownerId))
    .leftJoin(partners, eq(partners.id, wishlistShares.partnerId))
    .where(where)
    .orderBy(desc(wishlistShares.createdAt), desc(wishlistShares.id))
}

export type ShareRow = Awaited<ReturnType<typeof selectShares>>[number]

/** The sharing the caller sent (at most one) and those that reach them: accepted, or waiting for their answer. */
export async function listSharing(db: Database, caller: { id: string; email: string }) {
  const [outgoing] = await selectShares(db, eq(wishlistShares.ownerId, caller.id))
  const incoming = await selectShares(
    db,
    or(eq(wishlistShares.partnerId, caller.id), invitedIs(caller)),
  ).limit(INCOMING_LIMIT)
  return { outgoing, incoming }
}

/** Makes the caller the partner of an invitation to their verified address; the owner's id, or undefined. */
export async function acceptShare(tx: Transaction, id: string, caller: { id: string; email: string }) {
  const [row] = await tx
    .update(wishlistShares)
    .set({ partnerId: caller.id, acceptedAt: new Date() })
    .where(and(eq(wishlistShares.id, id), invitedIs(caller)))
    .returning({ ownerId: wishlistShares.ownerId })
  return row?.ownerId
}

/**
 * Makes the caller the partner of the invitation whose link they opened (its secret is good for one use); the
 * owner's id, or undefined.
 */
export async function acceptInvitationLink(tx: Transaction, digest: string, callerId: string) {
  const [row] = await tx
    .update(wishlistShares)
    .set({ partnerId: callerId, acceptedAt: new Date(), invitationDigest: null })
    .where(
      and(
        eq(wishlistShares.invitationDigest, digest),
        isNull(wishlistShares.partnerId),
        ne(wishlistShares.ownerId, callerId),
      ),
    )
    .returning({ ownerId: wishlistShares.ownerId })
  return row?.ownerId
}

/** Ends a sharing: its owner revokes it, its partner leaves, or its invitee declines. Its notes go with it. */
export async function deleteShare(db: Database, id: string, caller: { id: string; email: string }) {
  const deleted = await db
    .delete(wishlistShares)
    .where(
      and(
        eq(wishlistShares.id, id),
        or(eq(wishlistShares.ownerId, caller.id), eq(wishlistShares.partnerId, caller.id), invitedIs(caller)),
      ),
    )
    .returning({ id: wishlistShares.id })
  return deleted.length
}

/** The wishlist's owner, when the sharing is accepted and the caller is one of its two people. */
export async function sharedOwnerFor(db: Database | Transaction, id: string, callerId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(wishlistShares)
    .innerJoin(users, eq(users.id, wishlistShares.ownerId))
    .where(
      and(
        eq(wishlistShares.id, id),
        isNotNull(wishlistShares.acceptedAt),
        or(eq(wishlistShares.ownerId, callerId), eq(wishlistShares.partnerId, callerId)),
      ),
    )
  return row
}

/** The notes of the sharing on these entries of its list, oldest first, with their writers' names. */
export function listNotes(db: Database, shareId: string, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([])
  return db
    .select({
      id: wishlistNotes.id,
      itemId: wishlistNotes.itemId,
      authorId: wishlistNotes.authorId,
      authorName: users.name,
      text: wishlistNotes.text,
      createdAt: wishlistNotes.createdAt,
    })
    .from(wishlistNotes)
    .innerJoin(users, eq(users.id, wishlistNotes.authorId))
    .where(and(eq(wishlistNotes.shareId, shareId), inArray(wishlistNotes.itemId, itemIds)))
    .orderBy(asc(wishlistNotes.createdAt), asc(wishlistNotes.id))
}

/**
 * Locks the owner's entry (so two notes written at once are counted one after the other) and answers how many
 * notes it holds in this sharing; undefined when the entry is not in the owner's list.
 */
export async function lockEntryNotes(tx: Transaction, shareId: string, itemId: string, ownerId: string) {
  const [entry] = await tx
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, ownerId)))
    .for('update')
  if (!entry) return undefined
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistNotes)
    .where(and(eq(wishlistNotes.shareId, shareId), eq(wishlistNotes.itemId, itemId)))
  return row?.n ?? 0
}

export async function insertNote(
  tx: Transaction,
  values: { shareId: string; itemId: string; authorId: string; text: string },
) {
  const [row] = await tx.insert(wishlistNotes).values(values).returning({ id: wishlistNotes.id })
  if (!row) throw new Error('insert into wishlist_notes returned no row')
  return row.id
}

/** Deletes a note of the sharing written by the caller; how many went (0 or 1). */
export async function deleteNote(db: Database, shareId: string, noteId: string, authorId: string) {
  const deleted = await db
    .delete(wishlistNotes)
    .where(
      and(
        eq(wishlistNotes.id, noteId),
        eq(wishlistNotes.shareId, shareId),
        eq(wishlistNotes.authorId, authorId),
      ),
    )
    .returning({ id: wishlistNotes.id })
  return deleted.length
}
