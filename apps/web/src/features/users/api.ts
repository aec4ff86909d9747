import { userRecordSchema } from '@keyhaven/contract'
import { fetchPage } from '../../lib/fetch-page.ts'

export const USERS_PAGE_SIZE = 10

/** One page of the people whose name or e-mail has `search` (everyone when empty), with the search it answers. */
export const fetchUsers = async (search: string, page: number) => ({
  ...(await fetchPage('/users', {
    item: userRecordSchema,
    query: { search, page, limit: USERS_PAGE_SIZE },
  })),
  search,
})

export type UsersScreen = Awaited<ReturnType<typeof fetchUsers>>
