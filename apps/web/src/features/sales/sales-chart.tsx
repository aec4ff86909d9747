import type { SalesMonth } from '@keyhaven/contract'
import { useId } from 'react'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'

// Months come as UTC 'YYYY-MM'; read them in UTC so no time zone moves one into its neighbour.
const monthOf = (month: string) => new Date(`${month}-01T00:00:00Z`)
const monthFormats = () => ({
  short: new Intl.DateTimeFormat(pageLocale(), { month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat(pageLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
})

/**
 * My Sold Properties' chart: the agent's sales of the last twelve months, with the same figures as a table. Its
 * read, in the route's loader, fails on its own: the chart says so and its Try again runs the loader again.
 */
export function SalesChart({ read }: { read: ScreenRead<SalesMonth[]> }) {
  const t = useT('agent')
  const longMonth = monthFormats().long
  const months = useScreenRead(read)
  return (
    <section
      aria-labelledby="sales-chart-title"
      className="mb-8 max-w-2xl rounded-box bg-base-100 p-4 shadow"
    >
      <h2 id="sales-chart-title" className="mb-2 text-lg font-bold">
        {t('chart.title')}
      </h2>
      {months.isPending ? (
        <LoadingState label={t('chart.loading')} />
      ) : months.isError ? (
        <ErrorState message={t('chart.error')} onRetry={() => months.refetch()} />
      ) : months.data?.some((month) => month.count > 0) ? (
        <>
          <Bars months={months.data} />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium">{t('chart.showTable')}</summary>
            <table className="table-sm mt-2 table">
              <caption className="sr-only">{t('chart.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('chart.month')}</th>
                  <th scope="col">{t('chart.sold')}</th>
                  <th scope="col">{t('chart.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {months.data.map((month) => (
                  <tr key={month.month}>
                    <th scope="row" className="font-normal">
                      {longMonth.format(monthOf(month.month))}
                    </th>
                    <td>{t('number', { count: month.count })}</td>
                    <td className="whitespace-nowrap">{formatAmount(month.amount, configuredCurrency())}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : (
        <p className="text-base-content/80">{t('chart.empty')}</p>
      )}
    </section>
  )
}

const WIDTH = 360
const HEIGHT = 180
const PAD = { top: 16, bottom: 20 }

/** One bar per month, its height the amount, the number sold above it. */
function Bars({ months }: { months: SalesMonth[] }) {
  const t = useT('agent')
  const { short: shortMonth, long: longMonth } = monthFormats()
  const titleId = useId()
  const descId = useId()
  const most = Math.max(...months.map((month) => month.amount), 1)
  const slot = WIDTH / months.length
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const total = months.reduce((sum, month) => sum + month.amount, 0)
  const count = months.reduce((sum, month) => sum + month.count, 0)
  const best = months.reduce((top, month) => (month.amount > top.amount ? month : top))
  const description = t('chart.description', {
    count,
    total: formatAmount(total, configuredCurrency()),
    month: longMonth.format(monthOf(best.month)),
    bestCount: best.count,
    best: formatAmount(best.amount, configuredCurrency()),
  })
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{t('chart.caption')}</title>
      <desc id={descId}>{description}</desc>
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
        className="stroke-base-content/30"
      />
      {months.map((month, index) => {
        const height = (month.amount / most) * plotHeight
        const x = index * slot
        const top = HEIGHT - PAD.bottom - height
        return (
          <g key={month.month}>
            <rect
              x={x + slot * 0.2}
              y={top}
              width={slot * 0.6}
              height={height}
              rx={2}
              className="fill-primary"
            />
            {month.count > 0 && (
              <text
                x={x + slot / 2}
                y={top - 4}
                textAnchor="middle"
                className="fill-base-content text-[10px]"
              >
                {t('number', { count: month.count })}
              </text>
            )}
            <text
              x={x + slot / 2}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-base-content text-[9px]"
            >
              {shortMonth.format(monthOf(month.month))}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
