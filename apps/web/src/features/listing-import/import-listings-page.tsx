import { LISTING_CSV_COLUMNS, type ListingImportReport, MAX_IMPORT_ROWS } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { IMPORT_TEMPLATE_URL, useImportListings } from './api.ts'

type FileForm = { file: FileList | undefined }

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
 * Properties.
 */
export function ImportListingsPage() {
  const t = useT('agent')
  const [checked, setChecked] = useState<{ file: File; report: ListingImportReport } | null>(null)
  const [imported, setImported] = useState<ListingImportReport | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FileForm>({ defaultValues: { file: undefined } })
  const importing = useImportListings({
    onSuccess: (report, { file, dryRun }) => {
      if (dryRun) setChecked({ file, report })
      else {
        setChecked(null)
        setImported(report)
      }
    },
    // A file that is no listing CSV at all: the server's word, beside the file picker.
    onError: (failure) =>
      setError('file', { message: failure instanceof ApiError ? failure.detail : failure.message }),
  })
  const fileField = register('file', {
    validate: (files) => (files?.length ? true : t('import.chooseFile')),
    // Another file makes the last check and result stale.
    onChange: () => {
      setChecked(null)
      setImported(null)
    },
  })
  const good = checked?.report.rows.filter((row) => row.ok).length ?? 0
  const bad = (checked?.report.rows.length ?? 0) - good

  return (
    <DashboardPage id="import-listings-title" title={t('import.title')}>
      <div className="max-w-3xl space-y-3 text-sm">
        <p>
          {messageWith((marks) => t('import.intro', { max: MAX_IMPORT_ROWS, ...marks }), {
            columns: <span className="font-mono">{LISTING_CSV_COLUMNS.join(', ')}</span>,
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
      <form
        noValidate
        aria-label={t('import.checkForm')}
        className="my-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={handleSubmit(({ file }) => {
          const chosen = file?.[0]
          if (chosen) importing.mutate({ file: chosen, dryRun: true })
        })}
      >
        <div className="w-full sm:max-w-md">
          <FormField id="import-file" label={t('import.file')} error={errors.file}>
            <input
              type="file"
              accept=".csv,text/csv"
              className="file-input w-full"
              {...fieldA11y('import-file', errors.file)}
              {...fileField}
            />
          </FormField>
        </div>
        <button type="submit" className="btn btn-primary" disabled={importing.isPending}>
          {importing.isPending && importing.variables?.dryRun ? t('import.checking') : t('import.check')}
        </button>
      </form>

      {imported && (
        <div role="status" className="alert alert-success mb-6 flex flex-wrap justify-between gap-3">
          <span>{t('import.imported', { count: imported.created })}</span>
          <Link className="btn btn-sm" to={dashboardPaths.myAddedProperties}>
            {t('import.goToMine')}
          </Link>
        </div>
      )}

      {checked && (
        <section aria-labelledby="import-report-title" className="space-y-4">
          <h2 id="import-report-title" className="text-lg font-semibold">
            {t('import.checkOf', { name: checked.file.name })}
          </h2>
          <p role="status">
            {bad > 0 ? t('import.readyWithErrors', { good, bad }) : t('import.ready', { good })}
          </p>
          <ImportReport report={checked.report} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={good === 0 || importing.isPending}
              onClick={() => importing.mutate({ file: checked.file, dryRun: false })}
            >
              {importing.isPending ? t('import.importing') : t('import.import', { count: good })}
            </button>
          </div>
        </section>
      )}
    </DashboardPage>
  )
}
