import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { notificationMailOptOuts, notifications, users } from '../db/schema.ts'

export type NotificationRow = typeof notifications.$inferSelect

export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ])
  return { rows, total: totals?.total ?? 0 }
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.unread ?? 0
}

/** Marks the caller's notification read; 0 when it is not theirs or was already read. */
export async function markRead(db: Database, userId: string, id: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return updated.length
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return updated.length
}

/** Marks every unread notification of the person that leads to `link` read. */
export async function markLinkRead(db: Database, userId: string, link: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return updated.length
}

export async function findNotificationOwner(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id))
  return row?.userId
}

export async function mailOptOuts(db: Database, userId: string) {
  const rows = await db
    .select({ kind: notificationMailOptOuts.kind })
    .from(notificationMailOptOuts)
    .where(eq(notificationMailOptOuts.userId, userId))
  return rows.map((row) => row.kind)
}

/** Replaces the person's opt-outs in one transaction. */
export async function replaceMailOptOuts(
  db: Database,
  userId: string,
  kinds: (typeof notificationMailOptOuts.$inferInsert)['kind'][],
) {
  await db.transaction(async (tx) => {
    await tx.delete(notificationMailOptOuts).where(eq(notificationMailOptOuts.userId, userId))
    if (kinds.length > 0) {
      await tx.insert(notificationMailOptOuts).values(kinds.map((kind) => ({ userId, kind })))
    }
  })
}

/** The smallest fall of a watched listing's price the person is told of, in percent (0 any, null none). */
export async function priceDropMinPercent(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ minPercent: users.priceDropMinPercent })
    .from(users)
    .where(eq(users.id, userId))
  return row?.minPercent ?? null
}

export async function setPriceDropMinPercent(db: Database, userId: string, minPercent: number | null) {
  await db.update(users).set({ priceDropMinPercent: minPercent }).where(eq(users.id, userId))
}
