import type { AuditAction } from '@keyhaven/contract'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { auditLog, feedKeys, offers, properties, reviews, users } from '../db/schema.ts'

export interface AuditFilter {
  action?: AuditAction | undefined
  /** The acting account's id (the service turns the query's e-mail into it). */
  actorId?: string | undefined
  targetId?: string | undefined
}

/**
 * What the entry's target is called now, looked up by its type (each by primary key): a person's name, a
 * listing's title, the title of the home an offer or a review is about, a feed key's name; null once deleted.
 * The ids are text in the trail, compared as text.
 */
const targetName = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select ${users.name} from ${users} where ${users.id} = ${auditLog.targetId})
  when 'property' then (select ${properties.title} from ${properties} where ${properties.id}::text = ${auditLog.targetId})
  when 'offer' then (select ${offers.title} from ${offers} where ${offers.id}::text = ${auditLog.targetId})
  when 'review' then (select ${properties.title} from ${reviews} join ${properties} on ${properties.id} = ${reviews.propertyId} where ${reviews.id}::text = ${auditLog.targetId})
  when 'feed_key' then (select ${feedKeys.name} from ${feedKeys} where ${feedKeys.id}::text = ${auditLog.targetId})
end`

/**
 * Newest first, with the actor's name and e-mail and the target's name as they are now (none once deleted).
 */
export function listAuditEntries(db: Database, filter: AuditFilter, page: PageWindow) {
  const where: SQL | undefined = and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  )
  return readPage(
    db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email, targetName })
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
