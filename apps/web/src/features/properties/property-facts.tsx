import type { Property } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { useAreaText } from '../../lib/area-unit.ts'
import { formatAmount } from '../../lib/currency.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(pageLocale(), { dateStyle: 'medium', timeZone: 'UTC' })

/** Every field of the property record that is set, as a list of facts (details page). */
export function PropertyFacts({ p }: { p: Property }) {
  const t = useT('listing')
  const areas = useAreaText()
  const facts: [string, ReactNode][] = []
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && value !== false) facts.push([label, value])
  }
  add(t('facts.livingArea'), p.livingArea !== null && areas.area(p.livingArea, p.areaUnit))
  add(t('facts.pricePerArea'), areas.pricePerArea(p))
  add(t('facts.lotSize'), p.lotSize !== null && areas.area(p.lotSize, p.areaUnit))
  add(t('facts.yearBuilt'), p.yearBuilt)
  add(t('facts.parkingSpaces'), p.parkingSpaces?.toLocaleString(pageLocale()))
  add(t('facts.energyRating'), p.energyRating)
  add(t('facts.availableFrom'), p.availableFrom && dayText(p.availableFrom))
  add(t('facts.minimumLease'), p.minLeaseMonths !== null && t('facts.months', { count: p.minLeaseMonths }))
  add(t('facts.deposit'), p.deposit !== null && formatAmount(p.deposit, p.currency))
  add(
    t('facts.address'),
    p.approximateLocation ? t('facts.approximate', { location: p.location }) : undefined,
  )
  add(
    t('facts.virtualTour'),
    p.virtualTourUrl && (
      <a className="link" href={p.virtualTourUrl} target="_blank" rel="noopener noreferrer">
        {t('facts.openVirtualTour')}
      </a>
    ),
  )
  return (
    <>
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label={t('facts.label')}>
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/70">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {p.features.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('facts.features')}>
          {p.features.map((feature) => (
            <li key={feature} className="badge badge-ghost">
              {t(`feature.${feature}`)}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
