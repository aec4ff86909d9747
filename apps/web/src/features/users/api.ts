import {
  deletedCountSchema,
  modifiedCountSchema,
  type UserRecord,
  userRecordSchema,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

export const USERS_PAGE_SIZE = 10
const USERS_KEY = ['users'] as const

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', { search, page }],
    queryFn: async ({ signal }) => {
      return {
        ...(await fetchPage('/users', {
          item: userRecordSchema,
          query: { search, page, limit: USERS_PAGE_SIZE },
          signal,
        })),
        search,
      }
    },
    placeholderData: keepPreviousData,
  })

export type RoleAction = 'make-admin' | 'make-agent' | 'mark-fraud' | 'make-user' | 'clear-fraud'

export interface RoleChange {
  action: RoleAction
  user: UserRecord
}

const changeRole = ({ action, user }: RoleChange) =>
  apiRequest(`/users/${action}/${encodeURIComponent(user.email)}`, {
    method: 'PATCH',
    schema: modifiedCountSchema,
  })

const deleteUser = (user: UserRecord) =>
  apiRequest(`/users/${encodeURIComponent(user.email)}`, { method: 'DELETE', schema: deletedCountSchema })

/** For a person who lost their authenticator app: their next sign-in takes the password alone. */
const resetTwoFactor = (user: UserRecord) =>
  apiRequest(`/users/${encodeURIComponent(user.email)}/two-factor`, {
    method: 'DELETE',
    schema: modifiedCountSchema,
  })

export const useChangeRole = (outcome: MutationOutcome<unknown, RoleChange>) =>
  useApiMutation(changeRole, { ...outcome, refreshes: [USERS_KEY] })
export const useDeleteUser = (outcome: MutationOutcome<unknown, UserRecord>) =>
  useApiMutation(deleteUser, { ...outcome, refreshes: [USERS_KEY] })
export const useResetTwoFactor = (outcome: MutationOutcome<unknown, UserRecord>) =>
  useApiMutation(resetTwoFactor, { ...outcome, refreshes: [USERS_KEY] })
