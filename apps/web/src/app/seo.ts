import type { AdvertisedProperty, Property } from '@keyhaven/contract'
import type { QueryClient } from '@tanstack/react-query'
import { advertisedPropertiesQuery } from '../features/home/api.ts'
import { rentPageQuery } from '../features/rent/api.ts'

// What search engines and link previews read in a server-rendered page's <head>: description, canonical URL,
// Open Graph and Twitter card tags, and schema.org JSON-LD for the agency and the homes the page shows.

const DESCRIPTIONS: Record<string, string> = {
  '/': 'Find homes for sale and for rent from verified agents: advertised homes, buyer reviews and the agents with the most sales.',
  '/rentProperties':
    'Houses, villas, offices and apartments for rent from verified Keyhaven agents, with monthly prices.',
  '/login': 'Sign in to Keyhaven to keep a wishlist, make offers on homes and follow your purchases.',
  '/register': 'Create a free Keyhaven account to save homes to your wishlist and make offers.',
  '/forgot-password': 'Forgot your Keyhaven password? Get a link to choose a new one by e-mail.',
  '/reset-password': 'Choose a new password for your Keyhaven account.',
}
const NOT_FOUND_DESCRIPTION =
  'This page does not exist on Keyhaven. Browse homes for sale and for rent instead.'

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

type Listing = Pick<AdvertisedProperty, '_id' | 'title' | 'location' | 'image' | 'listingType' | 'category'> &
  Partial<Pick<Property, 'priceLow' | 'priceHigh' | 'description'>>

function offer(listing: Listing, siteUrl: string, currency: string) {
  const url = `${siteUrl}/property-details/${listing._id}`
  return {
    '@type': 'Offer',
    url,
    businessFunction: `http://purl.org/goodrelations/v1#${listing.listingType === 'rent' ? 'LeaseOut' : 'Sell'}`,
    ...(listing.priceLow !== undefined && {
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: listing.priceLow,
        maxPrice: listing.priceHigh,
        priceCurrency: currency,
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
  }
}

function listingsShown(pathname: string, search: string, queryClient: QueryClient): Listing[] {
  if (pathname === '/') return queryClient.getQueryData(advertisedPropertiesQuery.queryKey) ?? []
  if (pathname === '/rentProperties') {
    const page = queryClient.getQueryData(rentPageQuery(new URLSearchParams(search)).queryKey)
    return page?.items ?? []
  }
  return []
}

/** The <head> tags of a rendered page (its <title> comes from the page itself). */
export function headTags(options: {
  url: URL
  title: string
  notFound: boolean
  siteUrl: string
  currency: string
  queryClient: QueryClient
}): string {
  const { url, title, notFound, siteUrl, currency, queryClient } = options
  const description = notFound
    ? NOT_FOUND_DESCRIPTION
    : (DESCRIPTIONS[url.pathname] ?? DESCRIPTIONS['/'] ?? '')
  // Filters and pages of a list are the same document to a search engine.
  const canonical = `${siteUrl}${url.pathname === '/' ? '/' : url.pathname}`
  const image = `${siteUrl}/assets/home-image-1280.webp`
  const agency = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl}/#agency`,
    name: 'Keyhaven',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image,
    description: DESCRIPTIONS['/'],
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
  const listings = listingsShown(url.pathname, url.search, queryClient)
  const graph = [
    agency,
    ...(listings.length > 0
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            url: canonical,
            itemListElement: listings.map((listing, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: { ...offer(listing, siteUrl, currency), offeredBy: { '@id': `${siteUrl}/#agency` } },
            })),
          },
        ]
      : []),
  ]
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`
  return [
    meta('name', 'description', description),
    notFound
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Keyhaven'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson(graph)}</script>`,
  ].join('\n    ')
}
