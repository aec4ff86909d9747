import { userRecordSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchPage } from '../../lib/fetch-page.ts'

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
