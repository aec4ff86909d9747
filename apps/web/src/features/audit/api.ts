import { type AuditLogFilter, auditEntrySchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchPage } from '../../lib/fetch-page.ts'

export const AUDIT_PAGE_SIZE = 20

export const auditLogQuery = (filter: AuditLogFilter, page: number) =>
  queryOptions({
    queryKey: ['audit-log', { ...filter, page }],
    queryFn: ({ signal }) =>
      fetchPage('/admin/audit-log', {
        item: auditEntrySchema,
        query: { ...filter, page, limit: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** The list's filters, as the URL names them. */
export const FILTERS = ['action', 'actor', 'targetId'] as const

/** What the page knows of the URL's filters (its loader checks them): those applied, and each bad one's problem. */
export interface AuditFilterState {
  filter: AuditLogFilter
  problems: Partial<Record<(typeof FILTERS)[number], string>>
}
