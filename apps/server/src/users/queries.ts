import type { Language, Role } from '@keyhaven/contract'
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { containing } from '../db/like.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { properties, twoFactors, users } from '../db/schema.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

export function listUsers(db: Database, search: string | undefined, page: PageWindow) {
  const where: SQL | undefined = search
    ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search)))
    : undefined
  return readPage(
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  )
}

/**
 * Sets the role only while the user still has one of `from`, so concurrent changes cannot skip a rule; answers
 * the role it replaced (read under the row's lock, so it is the one really replaced), or undefined when
 * nothing changed.
 */
export async function updateRole(
  tx: Transaction,
  email: string,
  to: Role,
  from: Role[],
): Promise<{ from: Role } | undefined> {
  const [current] = await tx
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .for('update')
  if (!current || !from.includes(current.role)) return undefined
  await tx.update(users).set({ role: to }).where(eq(users.email, email))
  return { from: current.role }
}

/** Whether the person is the agent of any listing, whatever its state. */
export async function hasListings(tx: Transaction, userId: string): Promise<boolean> {
  const [listing] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agentId, userId))
    .limit(1)
  return listing !== undefined
}

export async function updateProfile(
  db: Database,
  id: string,
  changes: { name?: string; image?: string | null },
) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  return row
}

export async function deleteUserByEmail(db: Database | Transaction, email: string): Promise<number> {
  const deleted = await db.delete(users).where(eq(users.email, email)).returning({ id: users.id })
  return deleted.length
}

/**
 * Switches the person's two-factor sign-in off and forgets their authenticator app and backup codes (Better
 * Auth's disable does the same for the person themselves). False when it was not on.
 */
export async function resetTwoFactor(db: Transaction, userId: string): Promise<boolean> {
  const [reset] = await db
    .update(users)
    .set({ twoFactorEnabled: false })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id })
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId))
  return reset !== undefined
}

/** Keeps the person's chosen language; false when the account is gone. */
export async function setLanguage(db: Database, userId: string, language: Language): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return updated.length > 0
}
