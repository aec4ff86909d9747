import { type ListingImportReport, MAX_IMPORT_ROWS } from '@keyhaven/contract'
import { useState } from 'react'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField } from '../../components/form-field.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { type FormOutcome, isDone } from '../../lib/forms/outcome.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { IMPORT_TEMPLATE_URL } from './api.ts'

/** The report a step of the route's action answered (features/listing-import/import-actions.server.ts). */
const reportOf = (outcome: FormOutcome | undefined, step: string) =>
  isDone(outcome) && outcome.result?.step === step && outcome.result.report
    ? {
        name: outcome.result.name ?? '',
        csv: outcome.result.csv ?? '',
        report: JSON.parse(outcome.result.report) as ListingImportReport,
      }
    : undefined

/** The report of a check or an import: one line per row, its errors by column. */
function ImportReport({ report }: { report: ListingImportReport }) {
  const t = useT('agent')
  return (
    <DataTable
      caption={t('import.report')}
      rows={report.rows}
      rowKey={(row) => String(row.row)}
      columns={[
        { label: t('import.column.row'), kind: 'nowrap', cell: (row) => t('number', { count: row.row }) },
        {
          label: t('import.column.result'),
          kind: 'nowrap',
          cell: (row) =>
            row.ok ? (
              <span className="badge badge-success">{t('import.ok')}</span>
            ) : (
              <span className="badge badge-error">{t('import.errors')}</span>
            ),
        },
        {
          label: t('import.column.errors'),
          cell: (row) =>
            row.errors.length === 0 ? (
              '-'
            ) : (
              <ul className="space-y-1">
                {row.errors.map((error) => (
                  <li key={error.column}>
                    <span className="font-mono font-semibold">{error.column}</span>: {error.message}
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  )
}

/**
 * Import listings (agents): a CSV file is checked first (a dry run, whose report shows every row and its errors
 * by column), then its good rows are imported as drafts, which the agent completes and submits from My Added
 * Properties. The file's columns come from the route's loader (`columns`).
 */
export function ImportListingsPage({ columns }: { columns: readonly string[] }) {
  const t = useT('agent')
  const check = useActionForm({ intent: 'check' })
  const importing = useActionForm({ intent: 'import' })
  const file = check.field('file', 'import-file')
  // Another file makes the last check and result stale: they stay hidden until the next answer.
  const [stale, setStale] = useState<(FormOutcome | undefined)[]>([])
  const fresh = (outcome: FormOutcome | undefined) => (stale.includes(outcome) ? undefined : outcome)
  const imported = reportOf(fresh(importing.outcome), 'imported')
  const checked = imported ? undefined : reportOf(fresh(check.outcome), 'checked')
  const good = checked?.report.rows.filter((row) => row.ok).length ?? 0
  const bad = (checked?.report.rows.length ?? 0) - good

  return (
    <DashboardPage id="import-listings-title" title={t('import.title')}>
      <div className="max-w-3xl space-y-3 text-sm">
        <p>
          {messageWith((marks) => t('import.intro', { max: MAX_IMPORT_ROWS, ...marks }), {
            columns: <span className="font-mono">{columns.join(', ')}</span>,
          })}
        </p>
        <p>
          {messageWith((marks) => t('import.template', marks), {
            download: (
              <a className="link" href={IMPORT_TEMPLATE_URL} download>
                {t('import.download')}
              </a>
            ),
            export: (
              <Link className="link" to={dashboardPaths.myAddedProperties}>
                {t('import.export')}
              </Link>
            ),
          })}
        </p>
      </div>
      <ActionForm
        form={check}
        noValidate
        encType="multipart/form-data"
        aria-label={t('import.checkForm')}
        className="my-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="check" />
        <div className="w-full sm:max-w-md">
          <FormField id={file.input.id} label={t('import.file')} error={file.error}>
            <input
              type="file"
              accept=".csv,text/csv"
              required
              className="file-input w-full"
              {...file.input}
              onChange={() => setStale([check.outcome, importing.outcome])}
            />
          </FormField>
        </div>
        <button type="submit" className="btn btn-primary" disabled={check.busy || importing.busy}>
          {check.busy ? t('import.checking') : t('import.check')}
        </button>
      </ActionForm>
      <FormStatus outcome={check.outcome} />

      {imported && (
        <div role="status" className="alert alert-success mb-6 flex flex-wrap justify-between gap-3">
          <span>{t('import.imported', { count: imported.report.created })}</span>
          <Link className="btn btn-sm" to={dashboardPaths.myAddedProperties}>
            {t('import.goToMine')}
          </Link>
        </div>
      )}

      {checked && (
        <section aria-labelledby="import-report-title" className="space-y-4">
          <h2 id="import-report-title" className="text-lg font-semibold">
            {t('import.checkOf', { name: checked.name })}
          </h2>
          <p role="status">
            {bad > 0 ? t('import.readyWithErrors', { good, bad }) : t('import.ready', { good })}
          </p>
          <ImportReport report={checked.report} />
          <ActionForm form={importing} className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="name" value={checked.name} />
            <input type="hidden" name="csv" value={checked.csv} />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={good === 0 || importing.busy || check.busy}
            >
              {importing.busy ? t('import.importing') : t('import.import', { count: good })}
            </button>
          </ActionForm>
          <FormStatus outcome={importing.outcome} />
        </section>
      )}
    </DashboardPage>
  )
}
