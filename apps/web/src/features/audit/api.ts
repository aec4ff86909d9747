import { type AuditLogFilter, auditEntrySchema } from '@keyhaven/contract'
import { fetchPage } from '../../lib/fetch-page.ts'

export const AUDIT_PAGE_SIZE = 20

/** One page of the audit trail, newest first, of the entries `filter` selects. */
export const fetchAuditLog = (filter: AuditLogFilter, page: number) =>
  fetchPage('/admin/audit-log', {
    item: auditEntrySchema,
    query: { ...filter, page, limit: AUDIT_PAGE_SIZE },
  })

export type AuditLogScreen = Awaited<ReturnType<typeof fetchAuditLog>>

/** The list's filters, as the URL names them. */
export const FILTERS = ['action', 'actor', 'targetId'] as const

/** What the page knows of the URL's filters (its loader checks them): those applied, and each bad one's problem. */
export interface AuditFilterState {
  filter: AuditLogFilter
  problems: Partial<Record<(typeof FILTERS)[number], string>>
}
