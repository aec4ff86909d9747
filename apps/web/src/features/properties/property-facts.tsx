import { PROPERTY_FEATURE_LABELS, type Property } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { formatArea, pricePerAreaText } from '../../lib/area-unit.ts'
import { formatAmount } from '../../lib/currency.ts'

const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** Every field of the property record that is set, as a list of facts (details page). */
export function PropertyFacts({ p }: { p: Property }) {
  const facts: [string, ReactNode][] = []
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && value !== false) facts.push([label, value])
  }
  add('Living area', p.livingArea !== null && formatArea(p.livingArea, p.areaUnit))
  add('Price per area', pricePerAreaText(p))
  add('Lot size', p.lotSize !== null && formatArea(p.lotSize, p.areaUnit))
  add('Year built', p.yearBuilt)
  add('Parking spaces', p.parkingSpaces)
  add('Energy rating', p.energyRating)
  add('Available from', p.availableFrom && dayText(p.availableFrom))
  add('Minimum lease', p.minLeaseMonths !== null && `${p.minLeaseMonths} months`)
  add('Deposit', p.deposit !== null && formatAmount(p.deposit, p.currency))
  add('Address', p.approximateLocation ? `${p.location} (approximate location)` : undefined)
  add(
    'Virtual tour',
    p.virtualTourUrl && (
      <a className="link" href={p.virtualTourUrl} target="_blank" rel="noopener noreferrer">
        Open the virtual tour
      </a>
    ),
  )
  return (
    <>
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Property facts">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/70">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {p.features.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Features">
          {p.features.map((feature) => (
            <li key={feature} className="badge badge-ghost">
              {PROPERTY_FEATURE_LABELS[feature]}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
