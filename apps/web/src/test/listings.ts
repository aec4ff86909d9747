import type { Property } from '@keyhaven/contract'

/** A verified listing for sale as the API answers it, with `overrides` on top. */
export function aListing(overrides: Partial<Property> = {}): Property {
  return {
    _id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    title: 'Sunny Family House',
    description: 'A bright four-bedroom home.',
    location: '12 Maple Street, Austin, TX',
    image: '/uploads/maple.webp',
    images: ['/uploads/maple.webp'],
    priceRange: '$350,000 - $380,000',
    priceLow: 350_000,
    priceHigh: 380_000,
    listingType: 'sale',
    category: 'House',
    bedrooms: 4,
    bathrooms: 3,
    areaSqft: 2400,
    latitude: null,
    longitude: null,
    verificationStatus: 'verified',
    isAdvertised: false,
    isSold: false,
    underContract: false,
    isLet: false,
    agentName: 'Marcus Reed',
    agentEmail: 'agent@example.com',
    agentImage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
