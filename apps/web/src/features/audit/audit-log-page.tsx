import { AUDIT_ACTION_NAMES, type AuditEntry } from '@keyhaven/contract'
import { Form, Link, useSearchParams } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { AUDIT_PAGE_SIZE, type AuditFilterState, type AuditLogScreen } from './api.ts'

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
export function AuditLogPage({
  read,
  filters,
}: {
  read: ScreenRead<AuditLogScreen>
  filters: AuditFilterState
}) {
  const t = useT('admin')
  const { dateTime } = useDateFormat()
  const [params] = useSearchParams()
  const [page, setPage] = usePageParam()
  // The route's loader checked the URL's filters: the list shows those that hold, a bad one's problem its field.
  const problem = (name: keyof AuditFilterState['problems']) => {
    const message = filters.problems[name]
    return message === undefined ? undefined : { message }
  }
  const entries = useScreenRead(read)
  const action = problem('action')
  const actor = problem('actor')
  const targetId = problem('targetId')

  return (
    <DashboardPage id="audit-log-title" title={t('audit.title')}>
      {/* A GET form: the filters go into the URL (a filtered view can be shared) and the fields start from it. */}
      <Form
        key={params.toString()}
        method="get"
        className="mb-6 grid gap-4 md:grid-cols-4 md:items-end"
        aria-label={t('audit.filter')}
        noValidate
      >
        <FormField id="audit-action" label={t('audit.action')} error={action}>
          <select
            className="select w-full"
            name="action"
            defaultValue={params.get('action') ?? ''}
            {...fieldA11y('audit-action', action)}
          >
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`audit.action.${name}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="audit-actor" label={t('audit.actor')} error={actor}>
          <input
            className="input w-full"
            type="email"
            name="actor"
            defaultValue={params.get('actor') ?? ''}
            {...fieldA11y('audit-actor', actor)}
          />
        </FormField>
        <FormField id="audit-target" label={t('audit.targetId')} error={targetId}>
          <input
            className="input w-full"
            name="targetId"
            maxLength={100}
            defaultValue={params.get('targetId') ?? ''}
            {...fieldA11y('audit-target', targetId)}
          />
        </FormField>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t('audit.apply')}
          </button>
          <Link to={{ search: '' }} className="btn btn-ghost">
            {t('audit.clear')}
          </Link>
        </div>
      </Form>
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
            busy={entries.busy}
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
