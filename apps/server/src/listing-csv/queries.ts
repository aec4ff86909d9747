import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties } from '../db/schema.ts'

/** Every listing of one agent, of any status, oldest first (an export imports back in the same order). */
export function listAgentListings(db: Database, agentId: string) {
  return db
    .select({
      title: properties.title,
      description: properties.description,
      listingType: properties.listingType,
      category: properties.category,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      location: properties.location,
      street: properties.street,
      unit: properties.unit,
      city: properties.city,
      region: properties.region,
      postalCode: properties.postalCode,
      country: properties.country,
      latitude: properties.latitude,
      longitude: properties.longitude,
      approximateLocation: properties.approximateLocation,
      livingArea: properties.livingArea,
      lotSize: properties.lotSize,
      yearBuilt: properties.yearBuilt,
      parkingSpaces: properties.parkingSpaces,
      features: properties.features,
      energyRating: properties.energyRating,
      availableFrom: properties.availableFrom,
      minLeaseMonths: properties.minLeaseMonths,
      deposit: properties.deposit,
      virtualTourUrl: properties.virtualTourUrl,
      images: properties.images,
    })
    .from(properties)
    .where(eq(properties.agentId, agentId))
    .orderBy(asc(properties.createdAt), asc(properties.id))
}
