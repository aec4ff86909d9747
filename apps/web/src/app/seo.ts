import { type AdvertisedProperty, LANGUAGES, type Property, pathInLanguage } from '@keyhaven/contract'
import type { MetaDescriptor } from 'react-router'
import { pageLanguage } from '../lib/i18n/page-language.ts'
import type { SiteSettings } from './load-context.ts'

// What search engines and link previews read in a page's <head>, built by each route's `meta`: title,
// description, canonical URL, Open Graph and Twitter card tags, and schema.org JSON-LD for the agency and the
// homes the page shows. React Router writes them (and escapes the JSON-LD for its <script>).

/** The fields of a listing its structured data names. */
export type ListedHome = Pick<
  AdvertisedProperty,
  '_id' | 'title' | 'location' | 'image' | 'listingType' | 'category' | 'currency'
> &
  Partial<Pick<Property, 'priceLow' | 'priceHigh' | 'description'>>

export const listedHome = (listing: ListedHome): ListedHome => ({
  _id: listing._id,
  title: listing.title,
  location: listing.location,
  image: listing.image,
  listingType: listing.listingType,
  category: listing.category,
  currency: listing.currency,
  ...(listing.priceLow !== undefined && { priceLow: listing.priceLow, priceHigh: listing.priceHigh }),
  ...(listing.description && { description: listing.description }),
})

function offer(listing: ListedHome, siteUrl: string) {
  return {
    '@type': 'Offer',
    url: `${siteUrl}/property-details/${listing._id}`,
    businessFunction: `http://purl.org/goodrelations/v1#${listing.listingType === 'rent' ? 'LeaseOut' : 'Sell'}`,
    ...(listing.priceLow !== undefined && {
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: listing.priceLow,
        maxPrice: listing.priceHigh,
        priceCurrency: listing.currency,
      },
    }),
    itemOffered: {
      '@type':
        listing.category === 'Apartment' ? 'Apartment' : listing.category === 'Office' ? 'Place' : 'House',
      additionalType: 'https://schema.org/Residence',
      name: listing.title,
      ...(listing.description && { description: listing.description }),
      image: new URL(listing.image, siteUrl).href,
      address: listing.location,
    },
    offeredBy: { '@id': `${siteUrl}/#agency` },
  }
}

interface PageMetaOptions {
  title: string
  description: string
  /** The page's path, without its query: filters and pages of a list are one document to a search engine. */
  path: string
  /** The root route's data (absent only when the root itself failed). */
  site: SiteSettings | undefined
  /** The homes the page shows, as structured data. */
  listings?: ListedHome[]
  /** The not-found page: kept out of search engines, with no canonical URL. */
  notFound?: boolean
}

export function pageMeta({
  title,
  description,
  path,
  site,
  listings = [],
  notFound = false,
}: PageMetaOptions) {
  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }]
  if (!site) return tags
  const { siteUrl } = site
  const canonical = `${siteUrl}${pathInLanguage(path, pageLanguage())}`
  // The page in each of our languages, and the English one for every other reader.
  const alternates: MetaDescriptor[] = [
    ...LANGUAGES.map((language) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: language,
      href: `${siteUrl}${pathInLanguage(path, language)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${siteUrl}${path}` },
  ]
  const image = `${siteUrl}/assets/home-image-1280.webp`
  const agency = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl}/#agency`,
    name: 'Keyhaven',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image,
    description,
    telephone: '+1-503-555-0147',
    email: 'hello@keyhaven.example',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '221 Harbor View Road, Suite 400',
      addressLocality: 'Portland',
      addressRegion: 'OR',
      postalCode: '97201',
      addressCountry: 'US',
    },
  }
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: canonical,
    itemListElement: listings.map((listing, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: offer(listing, siteUrl),
    })),
  }
  return [
    ...tags,
    ...(notFound
      ? [{ name: 'robots', content: 'noindex' }]
      : [{ tagName: 'link', rel: 'canonical', href: canonical }, ...alternates]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Keyhaven' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': listings.length > 0 ? [agency, itemList] : [agency] },
  ] satisfies MetaDescriptor[]
}

/**
 * The head of a signed-in screen or a form's outcome page: its title only. Search engines never see these pages
 * (an anonymous visitor is sent to sign in; robots.txt leaves /dashboard out), so no description or cards.
 */
export const screenMeta = (title: string): MetaDescriptor[] => [{ title: `${title} · Keyhaven` }]
