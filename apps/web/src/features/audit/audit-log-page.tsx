import { zodResolver } from '@hookform/resolvers/zod'
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_NAMES,
  type AuditEntry,
  type AuditLogFilter,
  type AuditLogFilterForm,
  auditLogFilterSchema,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField, fieldA11y, InputField } from '../../components/form-field.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { AUDIT_PAGE_SIZE, auditLogQuery, FILTERS, filterOf } from './api.ts'

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

const formatValue = (value: string | number | boolean | null) => (value === null ? 'none' : String(value))

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes)
  if (changes.length === 0 && !entry.reason) return <span>-</span>
  return (
    <div className="min-w-0 space-y-1">
      {changes.map(([field, { from, to }]) => (
        <p key={field}>
          {field}: {formatValue(from)} → {formatValue(to)}
        </p>
      ))}
      {entry.reason && <p className="text-base-content/80">Reason: {entry.reason}</p>}
    </div>
  )
}

/**
 * The audit trail for admins: who did what to which record, newest first, filtered by action, acting admin and
 * target id (kept in the URL, so a filtered view can be shared).
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const filter = filterOf(params)
  const entries = useQuery(auditLogQuery(filter, page))
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditLogFilterForm, unknown, AuditLogFilter>({
    resolver: zodResolver(auditLogFilterSchema),
    defaultValues: {
      action: filter.action ?? '',
      actor: filter.actor ?? '',
      targetId: filter.targetId ?? '',
    },
  })

  const apply = (next: AuditLogFilter) =>
    setParams(() => {
      const updated = new URLSearchParams()
      for (const name of FILTERS) {
        const value = next[name]
        if (value) updated.set(name, value)
      }
      return updated
    })
  const clear = () => {
    reset({ action: '', actor: '', targetId: '' })
    apply({})
  }

  return (
    <DashboardPage id="audit-log-title" title="Audit Log">
      <form
        className="mb-6 grid gap-4 md:grid-cols-4 md:items-end"
        aria-label="Filter the audit log"
        onSubmit={handleSubmit(apply)}
        noValidate
      >
        <FormField id="audit-action" label="Action" error={errors.action}>
          <select
            className="select w-full"
            {...fieldA11y('audit-action', errors.action)}
            {...register('action')}
          >
            <option value="">Any action</option>
            {AUDIT_ACTION_NAMES.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </FormField>
        <InputField
          id="audit-actor"
          label="Admin's e-mail"
          type="email"
          error={errors.actor}
          {...register('actor')}
        />
        <InputField id="audit-target" label="Target id" error={errors.targetId} {...register('targetId')} />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
          <button type="button" className="btn btn-ghost" onClick={clear}>
            Clear
          </button>
        </div>
      </form>
      <PagedView
        query={entries}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
        loading="Loading the audit log..."
        error="We could not load the audit log."
        empty="No audit entry matches these filters."
      >
        {(data) => (
          <DataTable
            caption={countOf(data.total, 'audit entry', 'audit entries')}
            busy={entries.isPlaceholderData}
            rows={data.items}
            rowKey={(entry) => entry.id}
            columns={[
              { label: 'Time', kind: 'nowrap', cell: (entry) => formatTime(entry.at) },
              {
                label: 'Admin',
                cell: (entry) => (
                  <div className="min-w-0">
                    <p>{entry.actor.name ?? 'Deleted account'}</p>
                    {entry.actor.email && (
                      <p className="text-xs break-all text-base-content/80">{entry.actor.email}</p>
                    )}
                  </div>
                ),
              },
              { label: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
              {
                label: 'Target',
                cell: (entry) => (
                  <div className="min-w-0">
                    <p className="capitalize">{entry.targetType.replace('_', ' ')}</p>
                    {/* Its name as it is now; once deleted, only its id is left to tell it by. */}
                    {entry.targetName ? (
                      <p className="wrap-anywhere">{entry.targetName}</p>
                    ) : (
                      <p className="text-xs break-all text-base-content/80">Deleted ({entry.targetId})</p>
                    )}
                  </div>
                ),
              },
              { label: 'Change', cell: (entry) => <Changes entry={entry} /> },
              {
                label: 'Request',
                cell: (entry) => <span className="text-xs break-all">{entry.requestId ?? '-'}</span>,
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
