import type { Property } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { useAreaText } from '../lib/area-unit.ts'
import { useDateFormat } from '../lib/dates.ts'
import { useT } from '../lib/i18n/use-t.ts'
import { listingText } from '../lib/listing-text.ts'
import { saleStateOf } from '../lib/sale-state.ts'
import { DetailsLink } from './details-link.tsx'
import { ListingCard } from './listing-card.tsx'
import { ListingPriceEstimate } from './listing-price-estimate.tsx'
import { PriceRange } from './price-range.tsx'
import { StatusBadge } from './status-badge.tsx'

/** A listing in All Properties (and wherever a listing links to its details). */
export function PropertyCard({ property, priority }: { property: Property; priority?: boolean }) {
  const { title } = listingText(property)
  const areas = useAreaText()
  const nextOpenHouse = property.openHouses[0]
  return (
    <ListingCard
      priority={priority}
      image={property.image}
      title={title}
      location={property.location}
      badge={<StatusBadge status={property.verificationStatus} />}
      saleState={saleStateOf(property)}
      agent={{ name: property.agentName, image: property.agentImage }}
      actions={<DetailsLink id={property._id} title={title} />}
    >
      <PriceRange
        listing={property}
        priceDrop={property.priceDrop}
        perMonth={property.listingType === 'rent'}
        estimate={<ListingPriceEstimate listing={property} />}
      />
      {property.livingArea !== null && (
        <p className="text-sm text-base-content/70">
          {areas.area(property.livingArea, property.areaUnit)}
          {property.pricePerArea !== null && ` · ${areas.pricePerArea(property)}`}
        </p>
      )}
      {nextOpenHouse && <OpenHouseLine openHouse={nextOpenHouse} />}
    </ListingCard>
  )
}

/**
 * A card's next open house. Its own component, so that only the cards that show a date read the person's date
 * format, and only they render again when hydration hands the page over to the person's time zone.
 */
function OpenHouseLine({ openHouse }: { openHouse: Property['openHouses'][number] }) {
  const dates = useDateFormat()
  const t = useT('common')
  return (
    <p className="text-sm font-medium">
      {t('card.openHouse', { when: dates.dateTimeRange(openHouse.start, openHouse.end) })}
    </p>
  )
}

/** A counted grid of listing cards, one page of All Properties or Properties For Rent. */
export function PropertyGrid({
  label,
  summary,
  properties,
  busy,
}: {
  label: string
  summary: ReactNode
  properties: Property[]
  busy: boolean
}) {
  return (
    <>
      <p className="mb-4 text-sm text-base-content/70" aria-live="polite">
        {summary}
      </p>
      {/* While newer results load, the old ones stay in sight, dimmed, but cannot be opened or focused. */}
      <ul
        aria-label={label}
        aria-busy={busy}
        inert={busy}
        className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
      >
        {properties.map((property, index) => (
          <li key={property._id}>
            <PropertyCard property={property} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  )
}
