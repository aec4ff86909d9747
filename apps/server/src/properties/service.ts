import {
  type AdvertisedProperty,
  formatPriceRange,
  type PaginationQuery,
  type Property,
  type PropertyCategory,
} from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import { listAdvertisedProperties, listRentProperties, type PropertyRow } from './queries.ts'

export interface Paged<T> {
  items: T[]
  total: number
}

const toPage = ({ page, limit }: PaginationQuery) => ({ limit, offset: (page - 1) * limit })

export function createPropertyService(db: Database, currency: string) {
  const toProperty = (row: PropertyRow): Property => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    image: row.image,
    priceRange: formatPriceRange(row.priceLow, row.priceHigh, currency),
    priceLow: row.priceLow,
    priceHigh: row.priceHigh,
    listingType: row.listingType,
    category: row.category,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    areaSqft: row.areaSqft,
    verificationStatus: row.verificationStatus,
    isAdvertised: row.isAdvertised,
    isSold: Boolean(row.isSold),
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    agentImage: row.agentImage,
    createdAt: row.createdAt.toISOString(),
  })

  return {
    async advertised(query: PaginationQuery): Promise<Paged<AdvertisedProperty>> {
      const { rows, total } = await listAdvertisedProperties(db, toPage(query))
      return {
        total,
        items: rows.map((row) => {
          const { _id, image, title, location, priceRange, verificationStatus, listingType, category } =
            toProperty(row)
          return { _id, image, title, location, priceRange, verificationStatus, listingType, category }
        }),
      }
    },

    async forRent(
      query: PaginationQuery & { category?: PropertyCategory | undefined },
    ): Promise<Paged<Property>> {
      const { rows, total } = await listRentProperties(db, toPage(query), query.category)
      return { total, items: rows.map(toProperty) }
    },
  }
}
