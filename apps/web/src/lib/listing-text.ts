import type { Property } from '@keyhaven/contract'
import { pageLanguage } from './i18n/page-language.ts'

/**
 * A listing's title and description in the page's language: the agent's own translation when they added one
 * (its description, when left empty, is the listing's), else as the agent wrote them.
 */
export function listingText(
  listing: Pick<Property, 'title' | 'description'> & Partial<Pick<Property, 'translations'>>,
) {
  const translated = listing.translations?.[pageLanguage()]
  return translated
    ? { title: translated.title, description: translated.description || listing.description }
    : { title: listing.title, description: listing.description }
}
