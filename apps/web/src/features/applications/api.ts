import { type ApplicationDecision, type RentalApplication, rentalApplicationSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

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

const decide = ({
  application,
  decision,
}: {
  application: RentalApplication
  decision: ApplicationDecision
}) =>
  apiRequest(`/applications/${application._id}`, {
    method: 'PATCH',
    body: decision,
    schema: rentalApplicationSchema,
  })

type Outcome<TVariables> = MutationOutcome<unknown, TVariables>
export const useDecideApplication = (
  outcome: Outcome<{ application: RentalApplication; decision: ApplicationDecision }>,
) => useApiMutation(decide, { ...outcome, refreshes: [APPLICATIONS_KEY] })
