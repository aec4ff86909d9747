import { z } from 'zod'

export const idSchema = z.uuid({ error: 'id must be a valid id' })

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'bad_request' }),
      message: z.string().meta({ example: 'page: must be a positive whole number' }),
    }),
  })
  .meta({ id: 'Error' })
export type ErrorBody = z.infer<typeof errorBodySchema>

/** `?page=&limit=` of every list that can grow; the total travels in the X-Total-Count header. */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a positive whole number' })
    .int({ error: 'page must be a positive whole number' })
    .min(1, { error: 'page must be a positive whole number' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int({ error: 'limit must be a whole number from 1 to 100' })
    .min(1, { error: 'limit must be a whole number from 1 to 100' })
    .max(100, { error: 'limit must be a whole number from 1 to 100' })
    .default(12),
})
export type PaginationQuery = z.infer<typeof paginationQuerySchema>

export const TOTAL_COUNT_HEADER = 'X-Total-Count'

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['up', 'down']),
  })
  .meta({ id: 'Health' })
export type Health = z.infer<typeof healthSchema>

/** Whether this instance should get traffic: its database answers, is migrated, and it is not shutting down. */
export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    db: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    shuttingDown: z.boolean(),
  })
  .meta({ id: 'Readiness' })
export type Readiness = z.infer<typeof readinessSchema>

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_ANONYMOUS_UPLOAD_BYTES = 1024 * 1024

export const uploadResultSchema = z.object({ url: z.string() }).meta({ id: 'UploadResult' })
