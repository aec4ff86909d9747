import { EXCHANGE_RATE_CSV_COLUMNS, type ExchangeRates } from '@keyhaven/contract'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

const EXAMPLE = `${EXCHANGE_RATE_CSV_COLUMNS.join(',')}\nUSD,EUR,0.9213,2026-11-28\nUSD,BDT,119.50,2026-11-28`

/** Manage exchange rates: the rates in use and their date, and a CSV upload that replaces them whole. */
export function ExchangeRatesPage({ rates }: { rates: ExchangeRates }) {
  const t = useT('admin')
  const form = useActionForm({ intent: 'upload' })
  const file = form.field('file', 'exchange-rates-file')
  const dates = useDateFormat()
  return (
    <DashboardPage id="exchange-rates-title" title={t('rates.title')}>
      <div className="max-w-3xl space-y-8">
        <section aria-labelledby="exchange-rates-upload" className="space-y-3">
          <h2 id="exchange-rates-upload" className="text-lg font-semibold">
            {t('rates.upload')}
          </h2>
          <p className="text-sm">
            {messageWith((marks) => t('rates.help', marks), {
              header: <code>{EXCHANGE_RATE_CSV_COLUMNS.join(',')}</code>,
            })}
          </p>
          <pre className="rounded-box bg-base-200 p-3 text-sm">{EXAMPLE}</pre>
          <ActionForm form={form} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="upload" />
            <div className="max-w-sm grow">
              <FormField id={file.input.id} label={t('rates.file')} error={file.error}>
                <input
                  {...file.input}
                  type="file"
                  accept=".csv,text/csv"
                  required
                  className="file-input w-full"
                />
              </FormField>
            </div>
            <button type="submit" className="btn btn-primary" disabled={form.busy}>
              {t('rates.upload')}
            </button>
          </ActionForm>
          <FormStatus outcome={form.outcome} />
        </section>

        <section aria-labelledby="exchange-rates-current" className="space-y-3">
          <h2 id="exchange-rates-current" className="text-lg font-semibold">
            {t('rates.inUse')}
          </h2>
          {rates.rates.length > 0 ? (
            <>
              <p data-testid="exchange-rates-date">
                {t('rates.of', { date: rates.date ?? '' })}
                {rates.loadedAt && t('rates.loaded', { when: dates.dateTime(rates.loadedAt) })}
                {rates.source &&
                  (rates.source === 'upload'
                    ? t('rates.fromUpload')
                    : t('rates.from', { source: rates.source }))}
              </p>
              <div className="overflow-x-auto">
                <table className="table table-sm w-auto">
                  <thead>
                    <tr>
                      <th scope="col">{t('rates.base')}</th>
                      <th scope="col">{t('rates.quote')}</th>
                      <th scope="col">{t('rates.rate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rates.rates.map((rate) => (
                      <tr key={`${rate.base}-${rate.quote}`}>
                        <td>{rate.base}</td>
                        <td>{rate.quote}</td>
                        <td className="font-mono">{rate.rate}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p>{t('rates.none')}</p>
          )}
        </section>
      </div>
    </DashboardPage>
  )
}
