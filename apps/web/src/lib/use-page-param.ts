import { useQueryParams } from './use-query-params.ts'

/** The page number of a list's URL (`?page=`): 1 when missing or not a positive number. */
export const pageOf = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)

/** The list page number kept in the URL (`?page=`), so back, refresh and sharing keep it. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, update] = useQueryParams()
  return [pageOf(params), (next) => update({ page: next > 1 ? String(next) : undefined })]
}
