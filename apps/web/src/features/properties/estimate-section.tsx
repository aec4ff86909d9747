import type {
  ComparableSale,
  EstimateAccuracy,
  EstimateAdjustment,
  ListingType,
  PropertyEstimate,
} from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const oneDecimal = (value: number) => value.toLocaleString(pageLocale(), { maximumFractionDigits: 1 })

/** "Median error 6.1 % over 48 sold homes": the figure the server measured on the homes of this kind. */
function accuracyText(t: Translate<'listing'>, accuracy: EstimateAccuracy, listingType: ListingType): string {
  return t('estimate.accuracy', {
    kind: listingType,
    percent: oneDecimal(accuracy.medianErrorPercent),
    count: accuracy.homesMeasured,
  })
}

/** An amount with its sign: "+$3,826", "−$7,653". */
const signed = (amount: number, currency: string) =>
  `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount), currency)}`

/** How the comparable differs from this home, and (kept whole) what that difference adds to its price. */
function AdjustmentText({ kind, difference, amount, currency }: EstimateAdjustment & { currency: string }) {
  const t = useT('listing')
  const areas = useAreaText()
  const smaller = difference > 0
  const what =
    kind === 'livingArea'
      ? t(smaller ? 'estimate.areaSmaller' : 'estimate.areaLarger', {
          area: areas.area(Math.abs(difference)),
        })
      : t(smaller ? 'estimate.bedroomsFewer' : 'estimate.bedroomsMore', { count: Math.abs(difference) })
  return (
    <>
      {what}: <span className="whitespace-nowrap">{signed(amount, currency)}</span>
    </>
  )
}

function Adjustments({ comparable, currency }: { comparable: ComparableSale; currency: string }) {
  const t = useT('listing')
  if (comparable.adjustments.length === 0) return t('estimate.none')
  return (
    <ul>
      {comparable.adjustments.map((adjustment) => (
        <li key={adjustment.kind}>
          <AdjustmentText {...adjustment} currency={currency} />
        </li>
      ))}
    </ul>
  )
}

/** The estimate, its range and measured error, and the comparables it was made from. */
function EstimateShown({
  value,
  answer: { accuracy, comparables, listingType },
  currency,
}: {
  value: { value: number; low: number; high: number }
  answer: PropertyEstimate
  currency: string
}) {
  const { date } = useDateFormat()
  const t = useT('listing')
  const kind = listingType
  return (
    <div className="space-y-4">
      <div className="rounded-box bg-base-100 p-4 shadow">
        <p className="text-3xl font-bold">
          {t('estimate.amount', { kind, amount: formatAmount(value.value, currency) })}
        </p>
        <p>
          {t('estimate.between', {
            kind,
            low: formatAmount(value.low, currency),
            high: formatAmount(value.high, currency),
          })}
        </p>
        <p className="mt-2 font-medium">
          {accuracy ? accuracyText(t, accuracy, listingType) : t('estimate.notMeasured', { kind })}
        </p>
        <p className="mt-2 text-sm text-base-content/80">
          {t('estimate.madeFrom', { kind, count: comparables.length })}
        </p>
      </div>
      <DataTable
        caption={t('estimate.caption', { kind })}
        rows={comparables}
        rowKey={(comparable) => comparable.propertyId}
        columns={[
          {
            label: t('estimate.home'),
            cell: (comparable) => (
              <>
                <span className="font-medium">{comparable.title}</span>
                <br />
                <span className="text-sm text-base-content/80">
                  {t('estimate.away', {
                    location: comparable.location,
                    distance: oneDecimal(comparable.distanceKm),
                  })}
                </span>
              </>
            ),
          },
          {
            label: t(kind === 'rent' ? 'estimate.let' : 'estimate.sold'),
            cell: (comparable) => (
              <>
                <span className="md:whitespace-nowrap">{formatAmount(comparable.price, currency)}</span>
                <br />
                <span className="text-sm text-base-content/80 md:whitespace-nowrap">
                  {date(comparable.closedAt)}
                </span>
              </>
            ),
          },
          {
            label: t('estimate.adjustments'),
            cell: (comparable) => <Adjustments comparable={comparable} currency={currency} />,
          },
          {
            label: t('estimate.adjustedPrice'),
            kind: 'nowrap',
            cell: (comparable) => formatAmount(comparable.adjustedPrice, currency),
          },
        ]}
      />
    </div>
  )
}

/**
 * The details page's Keyhaven estimate: the value and its range beside the estimator's measured median error,
 * and the comparable homes it was made from with their adjustments; or why there is none. Read with the listing
 * by its route's loader (`read`, which may fail on its own: Try again reads the page again). `currency`: the
 * listing's, which the estimate and its comparables are in.
 */
export default function EstimateSection({
  read,
  currency,
}: {
  read: ScreenRead<PropertyEstimate>
  currency: string
}) {
  const estimate = useScreenRead(read)
  const t = useT('listing')
  return (
    <section aria-labelledby="estimate-title">
      <h2 id="estimate-title" className="mb-4 text-2xl font-bold">
        {t('estimate.title')}
      </h2>
      <QueryView query={estimate} loading={t('estimate.loading')} error={t('estimate.error')}>
        {(answer) =>
          answer.estimate === null ? (
            <p className="text-base-content/80">{answer.reason}</p>
          ) : (
            <EstimateShown value={answer.estimate} answer={answer} currency={currency} />
          )
        }
      </QueryView>
    </section>
  )
}
