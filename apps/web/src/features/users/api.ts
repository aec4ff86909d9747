import { deletedCountSchema, modifiedCountSchema, userRecordSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const USERS_PAGE_SIZE = 10

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['users', 'list', { search, page }],
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

export type RoleAction = 'make-admin' | 'make-agent' | 'mark-fraud'

export const changeRole = (action: RoleAction, email: string) =>
  apiRequest(`/users/${action}/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    schema: modifiedCountSchema,
  })

export const deleteUser = (email: string) =>
  apiRequest(`/users/${encodeURIComponent(email)}`, { method: 'DELETE', schema: deletedCountSchema })
