import { rentalApplicationSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchPage } from '../../lib/fetch-page.ts'

/** The root key of every applications list (the renter's and the agent's). */
const APPLICATIONS_KEY = ['applications'] as const

export const APPLICATIONS_PAGE_SIZE = 12

export const applicationsQuery = (as: 'renter' | 'agent', page: number) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, as, { page }],
    queryFn: ({ signal }) =>
      fetchPage('/applications', {
        item: rentalApplicationSchema,
        query: { as, page, limit: APPLICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
