import type { ListingInsight } from '@keyhaven/contract'
import { useT } from '../../lib/i18n/use-t.ts'

const FIGURES = [
  ['figures.views', 'views'],
  ['figures.last7Days', 'viewsLast7Days'],
  ['figures.saves', 'saves'],
  ['figures.offers', 'offers'],
] as const satisfies [string, keyof ListingInsight][]

/**
 * A listing's views (one per visitor per day), views of the last seven days, wishlist saves and offers, on its
 * agent's card; '…' while loading, '–' when they could not be loaded.
 */
export function ListingFigures({
  figures,
  pending,
}: {
  figures: ListingInsight | undefined
  pending: boolean
}) {
  const t = useT('agent')
  return (
    <dl className="grid grid-cols-4 gap-1 rounded-box bg-base-200 p-2 text-center">
      {FIGURES.map(([label, key]) => (
        <div key={key}>
          <dt className="text-xs text-base-content/80">{t(label)}</dt>
          <dd className="font-semibold">
            {figures ? t('number', { count: figures[key] }) : pending ? '…' : '–'}
          </dd>
        </div>
      ))}
    </dl>
  )
}
