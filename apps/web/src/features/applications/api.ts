import { rentalApplicationSchema } from '@keyhaven/contract'
import { fetchPage } from '../../lib/fetch-page.ts'

export const APPLICATIONS_PAGE_SIZE = 12

/** One page of the applications the renter made, or of those for the agent's rentals (the routes' loaders). */
export const fetchApplications = (as: 'renter' | 'agent', page: number) =>
  fetchPage('/applications', {
    item: rentalApplicationSchema,
    query: { as, page, limit: APPLICATIONS_PAGE_SIZE },
  })
