import type { AuditEntry, AuditLogQuery, Page } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { mapPage } from '../db/paging.ts'
import { users } from '../db/schema.ts'
import { offsetPage } from '../http/paging.ts'
import { type AuditRow, listAuditEntries } from './queries.ts'

function toAuditEntry({ entry, actorName, actorEmail, targetName }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { id: entry.actorId, name: actorName, email: actorEmail },
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName,
    reason: entry.reason,
    changes: entry.changes,
    requestId: entry.requestId,
  }
}

export function createAuditService(db: Database) {
  return {
    /** One page of the trail, newest first; an actor e-mail no account has matches nothing. */
    async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const window = offsetPage(query, { deeper: 'narrow the trail with a filter' })
      let actorId: string | undefined
      if (query.actor) {
        const [actor] = await db.select({ id: users.id }).from(users).where(eq(users.email, query.actor))
        if (!actor) return { items: [], total: 0 }
        actorId = actor.id
      }
      const page = await listAuditEntries(
        db,
        { action: query.action, actorId, targetId: query.targetId },
        window,
      )
      return mapPage(page, toAuditEntry)
    },
  }
}
