import { AUDIT_ACTIONS, type AuditAction, type AuditChanges } from '@keyhaven/contract'
import type { Database, Transaction } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'
import { requestContext } from '../http/request-context.ts'

export interface AuditDetails {
  /** Why, as the actor gave it (a rejection's or a release's reason). */
  reason?: string | null | undefined
  /** What changed, field by field: { role: { from: 'user', to: 'agent' } }. No names or e-mails. */
  changes?: AuditChanges
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry exists exactly when
 * the change was committed. The target type follows from the action (AUDIT_ACTIONS in packages/contract), and
 * the request id from the request being served.
 */
export async function recordAudit(
  db: Database | Transaction,
  actor: { id: string },
  action: AuditAction,
  targetId: string,
  { reason = null, changes = {} }: AuditDetails = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    action,
    targetType: AUDIT_ACTIONS[action],
    targetId,
    reason,
    changes,
    requestId: requestContext.getStore()?.requestId ?? null,
  })
}
