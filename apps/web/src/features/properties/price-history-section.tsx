import type { PriceChange } from '@keyhaven/contract'
import { useId } from 'react'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { formatAmount, formatCompactAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** The day of a price change, in the reader's time zone once the page is theirs (lib/dates.ts). */
function useChangeDay() {
  const { date } = useDateFormat()
  return (entry: PriceChange) => date(entry.changedAt)
}

/** How an entry moved the price from the one before it (the low end first, as listings are sorted by it). */
function changeOf(
  t: Translate<'listing'>,
  entry: PriceChange,
  before: PriceChange | undefined,
  currency: string,
): string {
  if (!before) return t('history.listed')
  const difference = entry.priceLow - before.priceLow || entry.priceHigh - before.priceHigh
  if (difference === 0) return t('history.unchanged')
  const amount = formatAmount(Math.abs(difference), currency)
  return difference < 0 ? t('history.down', { amount }) : t('history.up', { amount })
}

/**
 * The details page's Price history, read with the listing by its route's loader (`read`, which may fail on its
 * own: Try again reads the page again). `currency`: the listing's, which its prices are in.
 */
export default function PriceHistorySection({
  read,
  currency,
}: {
  read: ScreenRead<PriceChange[]>
  currency: string
}) {
  const history = useScreenRead(read)
  const dateOf = useChangeDay()
  const t = useT('listing')
  return (
    <section aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="mb-4 text-2xl font-bold">
        {t('history.title')}
      </h2>
      <QueryView query={history} loading={t('history.loading')} error={t('history.error')}>
        {(entries) =>
          entries.length < 2 ? (
            <p className="text-base-content/80">
              {entries[0]
                ? t('history.unchangedSince', { date: dateOf(entries[0]), price: entries[0].priceRange })
                : t('history.unchangedSinceListed')}
            </p>
          ) : (
            <div className="space-y-4">
              <PriceChart entries={entries} currency={currency} />
              <DataTable
                caption={t('history.caption')}
                rows={entries}
                rowKey={(entry) => `${entry.changedAt} ${entry.priceRange}`}
                columns={[
                  { label: t('history.date'), kind: 'nowrap', cell: (entry) => dateOf(entry) },
                  { label: t('history.priceRange'), kind: 'nowrap', cell: (entry) => entry.priceRange },
                  {
                    label: t('history.change'),
                    cell: (entry, index) => changeOf(t, entry, entries[index - 1], currency),
                  },
                ]}
              />
            </div>
          )
        }
      </QueryView>
    </section>
  )
}

const WIDTH = 360
const HEIGHT = 160
// The left pad holds the price axis's labels.
const PAD = { top: 12, right: 12, bottom: 24, left: 56 }

/** A round step (1, 2, 2.5 or 5 times a power of ten) at or above `amount`, for the price axis's ticks. */
function roundStep(amount: number): number {
  if (amount <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(amount))
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= amount) ?? 10
  return factor * power
}

/**
 * The price axis: round prices from just below the lowest to just above the highest, so a cut of a few percent
 * fills the chart's height (on an axis from zero it looked flat). A price that never changed gets a band of a
 * few percent around it.
 */
function priceAxis(lowest: number, highest: number): { bottom: number; top: number; ticks: number[] } {
  const span = Math.max(highest - lowest, highest * 0.05)
  const step = roundStep(span / 2)
  const bottom = Math.max(0, Math.floor((lowest - step / 4) / step) * step)
  const top = Math.max(Math.ceil(highest / step) * step, bottom + step)
  const ticks: number[] = []
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick)
  return { bottom, top, ticks }
}

/** A step line of the low price from the first entry until today, a dot at each change. */
function PriceChart({ entries, currency }: { entries: PriceChange[]; currency: string }) {
  const dateOf = useChangeDay()
  const t = useT('listing')
  const titleId = useId()
  const descId = useId()
  const times = entries.map((entry) => Date.parse(entry.changedAt))
  const start = times[0] ?? 0
  const end = Math.max(Date.now(), times.at(-1) ?? start)
  const lows = entries.map((entry) => entry.priceLow)
  const lowest = Math.min(...lows)
  const highest = Math.max(...lows)
  const { bottom, top, ticks } = priceAxis(lowest, highest)
  const x = (time: number) =>
    PAD.left + ((time - start) / Math.max(end - start, 1)) * (WIDTH - PAD.left - PAD.right)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const y = (low: number) => PAD.top + ((top - low) / (top - bottom)) * plotHeight
  const points = entries.map((entry, index) => ({ x: x(times[index] ?? start), y: y(entry.priceLow) }))
  const path = points
    .map((point, index) => (index === 0 ? `M${point.x},${point.y}` : `H${point.x}V${point.y}`))
    .concat(`H${x(end)}`)
    .join('')
  const first = entries[0]
  const last = entries.at(-1)
  const description =
    first && last
      ? t('history.chartDescription', {
          from: formatAmount(first.priceLow, currency),
          fromDate: dateOf(first),
          to: formatAmount(last.priceLow, currency),
          toDate: dateOf(last),
          count: entries.length - 1,
        })
      : ''
  return (
    <figure className="rounded-box bg-base-100 p-4 shadow">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{t('history.chartTitle')}</title>
        <desc id={descId}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === bottom ? 'stroke-base-content/40' : 'stroke-base-content/10'}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-base-content text-[10px]"
            >
              {formatCompactAmount(tick, currency)}
            </text>
          </g>
        ))}
        <path d={path} fill="none" strokeWidth={2.5} className="stroke-primary" />
        {points.map((point, index) => (
          <circle key={entries[index]?.changedAt} cx={point.x} cy={point.y} r={4} className="fill-primary" />
        ))}
        <g className="fill-base-content text-[10px]">
          <text x={PAD.left} y={HEIGHT - 6}>
            {first ? dateOf(first) : ''}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
            {t('history.today')}
          </text>
        </g>
      </svg>
      <figcaption className="mt-2 text-sm text-base-content/80">
        {t('history.lowRange', {
          lowest: formatAmount(lowest, currency),
          highest: formatAmount(highest, currency),
        })}
      </figcaption>
    </figure>
  )
}
