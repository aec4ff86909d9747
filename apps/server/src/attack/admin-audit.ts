import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { auditLog } from '../db/schema.ts'
import { changedTables, type Snapshot, snapshotter } from './db-snapshot.ts'
import type { Case } from './expectations.ts'

// The rule of docs/decisions/0022: an admin's request that succeeds and changes data is an admin action, and
// writes its audit row in the same request, unless its case says why it is none (`notAnAdminAction`). The
// matrix holds every admin request of the OpenAPI document to it, so an admin route that forgets recordAudit
// fails there, named. Better Auth's routes only ever change the caller's own account, so they are not held.

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface AdminAuditCheck {
  /** Whether to watch this admin request: one that writes and is expected to succeed, not exempt. */
  watches(method: string, testCase: Case): boolean
  before(): Promise<Snapshot>
  /** What is wrong with the admin's answered request, or undefined when it changed nothing or left its row. */
  gap(before: Snapshot, response: Response): Promise<string | undefined>
}

export async function adminAuditCheck(db: Database): Promise<AdminAuditCheck> {
  const snapshot = await snapshotter(db)
  return {
    watches: (method, testCase) =>
      WRITING_METHODS.has(method) && testCase.expect.admin < 300 && testCase.notAnAdminAction === undefined,
    before: snapshot,
    async gap(before, response) {
      if (!response.ok) return undefined
      const changed = changedTables(before, await snapshot())
      if (changed.length === 0) return undefined
      const requestId = response.headers.get('X-Request-Id')
      const rows = requestId
        ? await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.requestId, requestId))
        : []
      if (rows.length > 0) return undefined
      return `changed ${changed.join(', ')} and wrote no audit row (docs/decisions/0022)`
    },
  }
}
