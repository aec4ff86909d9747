import { deletedCountSchema, modifiedCountSchema, userRecordSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const USERS_PAGE_SIZE = 10

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: ['users', 'list', { search, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/users', {
        schema: z.array(userRecordSchema),
        query: { search, page, limit: USERS_PAGE_SIZE },
        signal,
      })
      return { users: data, total: total ?? data.length, search }
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
