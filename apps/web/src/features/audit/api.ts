import { type AuditLogFilter, auditEntrySchema, auditLogFilterSchema } from '@keyhaven/contract'
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

export const FILTERS = ['action', 'actor', 'targetId'] as const

/** The filters the URL holds (a bad one is left out: the form shows it for mending). */
export function filterOf(params: URLSearchParams): AuditLogFilter {
  const parsed = auditLogFilterSchema.safeParse(
    Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])),
  )
  return parsed.success ? parsed.data : {}
}
