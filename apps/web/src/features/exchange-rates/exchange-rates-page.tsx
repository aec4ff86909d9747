import { EXCHANGE_RATE_CSV_COLUMNS, type ExchangeRates } from '@keyhaven/contract'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'

const EXAMPLE = `${EXCHANGE_RATE_CSV_COLUMNS.join(',')}\nUSD,EUR,0.9213,2026-11-28\nUSD,BDT,119.50,2026-11-28`

/** Manage exchange rates: the rates in use and their date, and a CSV upload that replaces them whole. */
export function ExchangeRatesPage({ rates }: { rates: ExchangeRates }) {
  const form = useActionForm({ intent: 'upload' })
  const file = form.field('file', 'exchange-rates-file')
  const dates = useDateFormat()
  return (
    <DashboardPage id="exchange-rates-title" title="Manage exchange rates">
      <div className="max-w-3xl space-y-8">
        <section aria-labelledby="exchange-rates-upload" className="space-y-3">
          <h2 id="exchange-rates-upload" className="text-lg font-semibold">
            Upload rates
          </h2>
          <p className="text-sm">
            A CSV file with the header <code>{EXCHANGE_RATE_CSV_COLUMNS.join(',')}</code> and one rate a line
            (1 base = rate quote), all of one date. The file replaces every rate in use; a file with a bad row
            changes nothing. Pairs not in the file are derived through a currency both are quoted against.
            Visitors who choose a display currency see prices also as an estimate from these rates; offers and
            payments stay in each listing's currency.
          </p>
          <pre className="rounded-box bg-base-200 p-3 text-sm">{EXAMPLE}</pre>
          <ActionForm form={form} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="upload" />
            <div className="max-w-sm grow">
              <FormField id={file.input.id} label="Exchange rates (CSV)" error={file.error}>
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
              Upload rates
            </button>
          </ActionForm>
          <FormStatus outcome={form.outcome} />
        </section>

        <section aria-labelledby="exchange-rates-current" className="space-y-3">
          <h2 id="exchange-rates-current" className="text-lg font-semibold">
            Rates in use
          </h2>
          {rates.rates.length > 0 ? (
            <>
              <p data-testid="exchange-rates-date">
                Rates of {rates.date}
                {rates.loadedAt && `, loaded ${dates.dateTime(rates.loadedAt)}`}
                {rates.source && ` from ${rates.source === 'upload' ? 'an upload' : rates.source}`}
              </p>
              <div className="overflow-x-auto">
                <table className="table table-sm w-auto">
                  <thead>
                    <tr>
                      <th scope="col">Base</th>
                      <th scope="col">Quote</th>
                      <th scope="col">Rate</th>
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
            <p>No rates loaded: prices show only in each listing's currency.</p>
          )}
        </section>
      </div>
    </DashboardPage>
  )
}
