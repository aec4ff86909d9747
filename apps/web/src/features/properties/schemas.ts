import { listingInsightSchema, priceChangeSchema } from '@keyhaven/contract'
import { z } from 'zod'

// Listings' answers, checked against the contract; imported with the first answer (see schemasFrom), so the
// details page's scripts carry neither zod nor the contract.
export {
  geocodeResultSchema,
  myPropertyStateSchema,
  propertyEstimateSchema,
  propertySchema,
  viewRecordedSchema,
} from '@keyhaven/contract'
export const priceHistorySchema = z.array(priceChangeSchema)
export const listingInsightsSchema = z.array(listingInsightSchema)
