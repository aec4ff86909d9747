import { zodResolver } from '@hookform/resolvers/zod'
import {
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
import { useDateFormat } from '../../lib/dates.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { AUDIT_PAGE_SIZE, auditLogQuery, FILTERS, filterOf } from './api.ts'

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT('admin')
  const formatValue = (value: string | number | boolean | null) =>
    value === null ? t('audit.none') : String(value)
  const changes = Object.entries(entry.changes)
  if (changes.length === 0 && !entry.reason) return <span>-</span>
  return (
    <div className="min-w-0 space-y-1">
      {changes.map(([field, { from, to }]) => (
        <p key={field}>{t('audit.change', { field, from: formatValue(from), to: formatValue(to) })}</p>
      ))}
      {entry.reason && <p className="text-base-content/80">{t('audit.reason', { reason: entry.reason })}</p>}
    </div>
  )
}

/**
 * The audit trail for admins: who did what to which record, newest first, filtered by action, acting admin and
 * target id (kept in the URL, so a filtered view can be shared).
 */
export function AuditLogPage() {
  const t = useT('admin')
  const { dateTime } = useDateFormat()
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
    <DashboardPage id="audit-log-title" title={t('audit.title')}>
      <form
        className="mb-6 grid gap-4 md:grid-cols-4 md:items-end"
        aria-label={t('audit.filter')}
        onSubmit={handleSubmit(apply)}
        noValidate
      >
        <FormField id="audit-action" label={t('audit.action')} error={errors.action}>
          <select
            className="select w-full"
            {...fieldA11y('audit-action', errors.action)}
            {...register('action')}
          >
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTION_NAMES.map((action) => (
              <option key={action} value={action}>
                {t(`audit.action.${action}`)}
              </option>
            ))}
          </select>
        </FormField>
        <InputField
          id="audit-actor"
          label={t('audit.actor')}
          type="email"
          error={errors.actor}
          {...register('actor')}
        />
        <InputField
          id="audit-target"
          label={t('audit.targetId')}
          error={errors.targetId}
          {...register('targetId')}
        />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t('audit.apply')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={clear}>
            {t('audit.clear')}
          </button>
        </div>
      </form>
      <PagedView
        query={entries}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
        loading={t('audit.loading')}
        error={t('audit.error')}
        empty={t('audit.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('audit.count', { count: data.total })}
            busy={entries.isPlaceholderData}
            rows={data.items}
            rowKey={(entry) => entry.id}
            columns={[
              { label: t('audit.column.time'), kind: 'nowrap', cell: (entry) => dateTime(entry.at) },
              {
                label: t('audit.column.admin'),
                cell: (entry) => (
                  <div className="min-w-0">
                    <p>{entry.actor.name ?? t('audit.deletedAccount')}</p>
                    {entry.actor.email && (
                      <p className="text-xs break-all text-base-content/80">{entry.actor.email}</p>
                    )}
                  </div>
                ),
              },
              { label: t('audit.column.action'), cell: (entry) => t(`audit.action.${entry.action}`) },
              {
                label: t('audit.column.target'),
                cell: (entry) => (
                  <div className="min-w-0">
                    <p className="capitalize">{t(`audit.target.${entry.targetType}`)}</p>
                    {/* Its name as it is now; once deleted, only its id is left to tell it by. */}
                    {entry.targetName ? (
                      <p className="wrap-anywhere">{entry.targetName}</p>
                    ) : (
                      <p className="text-xs break-all text-base-content/80">
                        {t('audit.deletedTarget', { id: entry.targetId })}
                      </p>
                    )}
                  </div>
                ),
              },
              { label: t('audit.column.change'), cell: (entry) => <Changes entry={entry} /> },
              {
                label: t('audit.column.request'),
                cell: (entry) => <span className="text-xs break-all">{entry.requestId ?? '-'}</span>,
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
