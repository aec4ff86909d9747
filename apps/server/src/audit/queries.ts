import type { AuditAction } from '@keyhaven/contract'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { auditLog, users } from '../db/schema.ts'

export interface AuditFilter {
  action?: AuditAction | undefined
  /** The acting account's id (the service turns the query's e-mail into it). */
  actorId?: string | undefined
  targetId?: string | undefined
}

/** Newest first, with the actor's name and e-mail as they are now (none once the account is deleted). */
export function listAuditEntries(db: Database, filter: AuditFilter, page: PageWindow) {
  const where: SQL | undefined = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  )
  return readPage(
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  )
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['items'][number]
