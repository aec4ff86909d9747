import type {
  ComparableSale,
  EstimateAccuracy,
  EstimateAdjustment,
  ListingType,
  PropertyEstimate,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { DataTable } from '../../components/data-table.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { formatArea } from '../../lib/area-unit.ts'
import { countOf } from '../../lib/count.ts'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { estimateQuery } from './api.ts'

const WORDS: Record<ListingType, { closed: string; column: string; per: string }> = {
  sale: { closed: 'sold', column: 'Sold', per: '' },
  rent: { closed: 'let', column: 'Let', per: ' a month' },
}

const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 })

/** "Median error 6.1 % over 48 sold homes": the figure the server measured on the homes of this kind. */
export function accuracyText(accuracy: EstimateAccuracy, listingType: ListingType): string {
  const homes = countOf(accuracy.homesMeasured, `${WORDS[listingType].closed} home`)
  return `Median error ${oneDecimal(accuracy.medianErrorPercent)} % over ${homes}`
}

/** An amount with its sign: "+$3,826", "−$7,653". */
const signed = (amount: number, currency: string) =>
  `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount), currency)}`

/** How the comparable differs from this home, and (kept whole) what that difference adds to its price. */
function AdjustmentText({ kind, difference, amount, currency }: EstimateAdjustment & { currency: string }) {
  const smaller = difference > 0
  const what =
    kind === 'livingArea'
      ? `${formatArea(Math.abs(difference))} ${smaller ? 'smaller' : 'larger'}`
      : `${countOf(Math.abs(difference), 'bedroom')} ${smaller ? 'fewer' : 'more'}`
  return (
    <>
      {what}: <span className="whitespace-nowrap">{signed(amount, currency)}</span>
    </>
  )
}

function Adjustments({ comparable, currency }: { comparable: ComparableSale; currency: string }) {
  if (comparable.adjustments.length === 0) return 'None'
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
  const words = WORDS[listingType]
  return (
    <div className="space-y-4">
      <div className="rounded-box bg-base-100 p-4 shadow">
        <p className="text-3xl font-bold">
          {formatAmount(value.value, currency)}
          {words.per}
        </p>
        <p>
          Likely between {formatAmount(value.low, currency)} and {formatAmount(value.high, currency)}
          {words.per}.
        </p>
        <p className="mt-2 font-medium">
          {accuracy
            ? accuracyText(accuracy, listingType)
            : `Its error cannot be measured yet: too few homes ${words.closed} recently.`}
        </p>
        <p className="mt-2 text-sm text-base-content/80">
          Made from {countOf(comparables.length, 'similar home')} {words.closed} nearby in the last 12 months,
          each adjusted for how it differs from this one. An estimate, not an appraisal.
        </p>
      </div>
      <DataTable
        caption={`Comparable homes ${words.closed} nearby, with their adjustments`}
        rows={comparables}
        rowKey={(comparable) => comparable.propertyId}
        columns={[
          {
            label: 'Home',
            cell: (comparable) => (
              <>
                <span className="font-medium">{comparable.title}</span>
                <br />
                <span className="text-sm text-base-content/80">
                  {comparable.location}, {oneDecimal(comparable.distanceKm)} km away
                </span>
              </>
            ),
          },
          {
            label: words.column,
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
            label: 'Adjustments',
            cell: (comparable) => <Adjustments comparable={comparable} currency={currency} />,
          },
          {
            label: 'Adjusted price',
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
 * and the comparable homes it was made from with their adjustments; or why there is none.
 */
/** `currency`: the listing's, which the estimate and its comparables are in. */
export default function EstimateSection({ propertyId, currency }: { propertyId: string; currency: string }) {
  const estimate = useQuery(estimateQuery(propertyId))
  return (
    <section aria-labelledby="estimate-title">
      <h2 id="estimate-title" className="mb-4 text-2xl font-bold">
        Keyhaven estimate
      </h2>
      {estimate.isPending ? (
        <LoadingState label="Loading the estimate..." />
      ) : estimate.isError ? (
        <ErrorState message="We could not load the estimate." onRetry={() => estimate.refetch()} />
      ) : estimate.data.estimate === null ? (
        <p className="text-base-content/80">{estimate.data.reason}</p>
      ) : (
        <EstimateShown value={estimate.data.estimate} answer={estimate.data} currency={currency} />
      )}
    </section>
  )
}
