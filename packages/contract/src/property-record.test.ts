import { describe, expect, it } from 'vitest'
import { FEED_PROPERTY_FIELDS } from './feed.ts'
import { propertyInputSchema, propertySchema } from './properties.ts'
import {
  LISTING_CSV_CELLS,
  LISTING_CSV_COLUMNS,
  LISTING_FIELD_NAMES,
  LISTING_FIELDS,
  LISTING_INPUT_FIELDS,
  LISTING_RESO_NAMES,
  type ListingField,
  STORED_LISTING_FIELDS,
} from './property-record.ts'

// The listing's descriptor is the one place its fields are described: the file formats and schemas that agents,
// portals and the web app rely on are derived from it, so they are pinned here as they are published.

describe('the listing descriptor', () => {
  it('derives the import and export files’ columns, in their published order, with how each cell reads', () => {
    expect(LISTING_CSV_COLUMNS).toEqual([
      'title',
      'description',
      'listingType',
      'category',
      'priceRange',
      'bedrooms',
      'bathrooms',
      'location',
      'street',
      'unit',
      'city',
      'region',
      'postalCode',
      'country',
      'latitude',
      'longitude',
      'approximateLocation',
      'livingArea',
      'lotSize',
      'yearBuilt',
      'parkingSpaces',
      'features',
      'energyRating',
      'availableFrom',
      'minLeaseMonths',
      'deposit',
      'virtualTourUrl',
      'images',
      'currency',
    ])
    const columns = Object.values(LISTING_FIELDS as Record<string, ListingField>).flatMap((field) =>
      field.csv ? [field.csv.column] : [],
    )
    // Each place is taken once, none skipped: a new column goes at the end.
    expect([...columns].sort((a, b) => a - b)).toEqual(columns.map((_, index) => index))
    const byCell = (cell: string) =>
      LISTING_CSV_COLUMNS.filter((column) => LISTING_CSV_CELLS[column] === cell)
    expect(byCell('number')).toEqual([
      'bedrooms',
      'bathrooms',
      'latitude',
      'longitude',
      'livingArea',
      'lotSize',
      'yearBuilt',
      'parkingSpaces',
      'minLeaseMonths',
      'deposit',
    ])
    expect(byCell('list')).toEqual(['features', 'images'])
    expect(byCell('boolean')).toEqual(['approximateLocation'])
  })

  it('derives the portal feed’s RESO names of the fields it answers as stored', () => {
    expect(LISTING_RESO_NAMES).toEqual({
      description: 'PublicRemarks',
      location: 'UnparsedAddress',
      bedrooms: 'BedroomsTotal',
      bathrooms: 'BathroomsTotalInteger',
      city: 'City',
      region: 'StateOrProvince',
      postalCode: 'PostalCode',
      country: 'Country',
      livingArea: 'LivingArea',
      lotSize: 'LotSizeArea',
      yearBuilt: 'YearBuilt',
      latitude: 'Latitude',
      longitude: 'Longitude',
    })
    for (const name of Object.values(LISTING_RESO_NAMES)) expect(FEED_PROPERTY_FIELDS).toContain(name)
  })

  it('derives the contract’s fields: the answer’s in its order, and those an agent sends under its rules', () => {
    const answered = Object.keys(propertySchema.shape)
    expect(answered.slice(0, LISTING_FIELD_NAMES.length + 1)).toEqual(['_id', ...LISTING_FIELD_NAMES])
    for (const name of LISTING_FIELD_NAMES) {
      expect(propertySchema.shape[name]).toBe((LISTING_FIELDS as Record<string, ListingField>)[name]?.answer)
    }
    // The fields with rules of their own (defaults, the pictures' pair, the price range's text) come first.
    expect(Object.keys(propertyInputSchema.shape)).toEqual([
      'title',
      'location',
      'image',
      'images',
      'priceRange',
      'description',
      ...LISTING_INPUT_FIELDS,
    ])
    expect(LISTING_INPUT_FIELDS).toContain('parkingSpaces')
    // Computed for the answer, never stored nor sent.
    for (const name of ['priceRange', 'priceDrop', 'areaUnit'] as const) {
      expect(STORED_LISTING_FIELDS).not.toContain(name)
      expect(LISTING_INPUT_FIELDS).not.toContain(name)
    }
  })
})
