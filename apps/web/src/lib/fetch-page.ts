import type { Page } from '@keyhaven/contract'
import type { z } from 'zod'
import { apiRequest, type Query } from './api-client.ts'

interface PageRequest<T extends z.ZodType> {
  /**
   * The schema of one item, or a function importing it: a page the browser loads first passes the function, so
   * that zod and the contract's schemas load beside its first answer rather than before the page can run.
   */
  item: T | (() => Promise<T>)
  query?: Query
  signal?: AbortSignal
  /** GET /properties and /properties/agent wrap their items as `{ data }` (docs/decisions/0002). */
  envelope?: 'data'
}

/** One page of a list as the contract's `Page`: its items, the X-Total-Count total, and whether it is capped. */
export async function fetchPage<T extends z.ZodType>(
  path: string,
  { item, query, signal, envelope }: PageRequest<T>,
): Promise<Page<z.infer<T>>> {
  const options = { ...(query && { query }), ...(signal && { signal }) }
  // The list's schema is built when the answer comes, with zod loaded alongside the error schemas.
  const { data, total, totalCapped } = await apiRequest(path, {
    schema: async () => {
      const [{ z }, itemSchema] = await Promise.all([
        import('./response-schemas.ts'),
        typeof item === 'function' ? item() : item,
      ])
      return envelope === 'data' ? z.object({ data: z.array(itemSchema) }) : z.array(itemSchema)
    },
    ...options,
  })
  const list = (envelope === 'data' ? (data as { data: z.infer<T>[] }).data : data) as z.infer<T>[]
  return { items: list, total: total ?? list.length, capped: totalCapped }
}
