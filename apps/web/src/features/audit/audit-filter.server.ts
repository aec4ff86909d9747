import { type AuditLogFilter, auditLogFilterSchema } from '@keyhaven/contract'
import { type AuditFilterState, FILTERS } from './api.ts'

/**
 * The filters the URL holds, checked with the contract here on the server: a bad one is left out of the list's
 * query and its problem shows beside its field, for mending.
 */
export function auditFilterOf(params: URLSearchParams): AuditFilterState {
  const filter: AuditLogFilter = {}
  const problems: AuditFilterState['problems'] = {}
  for (const name of FILTERS) {
    const parsed = auditLogFilterSchema.shape[name].safeParse(params.get(name) ?? '')
    if (!parsed.success) problems[name] = parsed.error.issues[0]?.message ?? ''
    else if (parsed.data !== undefined) Object.assign(filter, { [name]: parsed.data })
  }
  return { filter, problems }
}
