import { propertySchema } from '@keyhaven/contract'
import { apiRequest } from './api-client.ts'

/** One listing, as a signed-in screen's loader reads it (Make an Offer, Apply to Rent). */
export const fetchListing = async (id: string) =>
  (await apiRequest(`/properties/${encodeURIComponent(id)}`, { schema: propertySchema })).data
