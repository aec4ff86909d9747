import { estimateOf } from '../../components/price-estimate.tsx'
import { type DisplayCurrency, listingCurrency } from '../../lib/display-currency.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import type { AdvertisedCard } from './api.ts'

/** The advertised cards with their estimates in the display currency, as text (see AdvertisedCard). */
export function withEstimates(
  cards: AdvertisedCard[],
  display: DisplayCurrency | null,
  deploymentCurrency: string,
  t: Translate<'common'>,
): AdvertisedCard[] {
  if (!display) return cards
  return cards.map((card) => {
    const estimate = estimateOf(
      [card.priceLow, card.priceHigh],
      listingCurrency(card, deploymentCurrency),
      display,
    )
    return estimate
      ? { ...card, estimate: `≈ ${estimate.text} (${t('estimate.rates', { date: estimate.date })})` }
      : card
  })
}
