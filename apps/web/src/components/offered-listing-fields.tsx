import type { Property } from '@keyhaven/contract'
import { useT } from '../lib/i18n/use-t.ts'
import { ReadOnlyField } from './form-field.tsx'
import { priceRangeText } from './price-range.tsx'

/**
 * The listing a buyer's form is about, read-only: its title, place, agent and price (an offer's, a rent's). Its
 * words are the buying screens', which the routes of both forms load.
 */
export function OfferedListingFields({
  idPrefix,
  listing,
  priceLabel,
}: {
  idPrefix: string
  listing: Property
  priceLabel: string
}) {
  const t = useT('buying')
  const common = useT('common')
  return (
    <>
      <ReadOnlyField id={`${idPrefix}-title`} label={t('offer.propertyTitle')} value={listing.title} />
      <ReadOnlyField id={`${idPrefix}-location`} label={t('offer.location')} value={listing.location} />
      <ReadOnlyField
        id={`${idPrefix}-agent`}
        label={t('offer.agentName')}
        value={listing.agentName ?? common('card.unknownAgent')}
      />
      <ReadOnlyField id={`${idPrefix}-range`} label={priceLabel} value={priceRangeText(listing)} />
    </>
  )
}
