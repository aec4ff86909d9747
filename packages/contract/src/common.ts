import { z } from 'zod'
import { ERROR_CODES } from './error-codes.ts'

export const idSchema = z.uuid({ error: 'id must be a valid id' })

// C0 controls (NUL included), DEL and C1 controls: never meaningful in what a person types, and PostgreSQL
// refuses NUL in text outright. Multi-line text keeps tab, line feed and carriage return.
const CONTROL_CHARACTERS = /\p{Cc}/u
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters'
// Half of a character (a UTF-16 surrogate without its pair) cannot be stored as text nor in JSON in PostgreSQL:
// it came from a program, never from a keyboard.
const UNPAIRED_SURROGATE = /\p{Cs}/u
export const UNPAIRED_SURROGATE_MESSAGE = 'must be well-formed text (no unpaired surrogates)'

/** Whether a person could have typed `value` into a one-line (or, with `multiline`, a multi-line) field. */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(value)
}

/**
 * The contract's one string: every string a client sends (body field, query or path parameter) starts here,
 * so control characters and unpaired surrogates are refused once, with a 400 naming the field, before anything reaches the database.
 * Chain the usual checks after it (`.trim().min(1).max(100)`).
 */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((value) => !hasControlCharacters(value, options), {
      error: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    })
    .refine((value) => !UNPAIRED_SURROGATE.test(value), { error: UNPAIRED_SURROGATE_MESSAGE, abort: true })
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).meta({ example: 'bad_request' }),
      message: z.string().meta({ example: 'page: must be a positive whole number' }),
      field: z.string().optional().meta({
        example: 'page',
        description:
          'The request field at fault (a body, query or path field; nested ones dotted, as images.0), when one is. The message names it too, first.',
      }),
      authCode: z.string().optional().meta({
        example: 'INVALID_EMAIL_OR_PASSWORD',
        description:
          "Better Auth's own code of an answer of its routes (/api/auth/*), more precise than `code`. Those answers also keep Better Auth's `code` and `message` at the top level, for its client library.",
      }),
    }),
  })
  .meta({ id: 'Error' })
export type ErrorBody = z.infer<typeof errorBodySchema>

/**
 * An e-mail address a query names: lower-cased here, once, as accounts store it, so the server compares it
 * as it arrives. (Forms and bodies use `emailField`, which also trims and lower-cases.)
 */
export const emailQueryField = (name: string) =>
  z.email({ error: `${name} must be an e-mail address` }).toLowerCase()

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

/**
 * One page of a growing list and the number of items across all pages: what a service returns and what the
 * web's `fetchPage` gives back. On the wire the items are the body and the total is X-Total-Count.
 */
export interface Page<T> {
  items: T[]
  total: number
  /** The total stopped counting at its cap (X-Total-Count-Capped): more match than `total` says. */
  capped?: boolean
}

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
    /**
     * Present when DATABASE_READ_URLS names replicas: each one's state and lag at its last check, and how many
     * queries of the reads that may lag each database answered (the primary's when none was in use, or the
     * person had just written). A replica out of use does not make the instance unready: the primary reads.
     */
    readReplicas: z
      .object({
        primaryReads: z.number().int(),
        replicas: z.array(
          z.object({
            name: z.string(),
            state: z.enum(['in_use', 'lagging', 'down']),
            lagMs: z.number().nullable(),
            reads: z.number().int(),
          }),
        ),
      })
      .optional(),
  })
  .meta({ id: 'Readiness' })
export type Readiness = z.infer<typeof readinessSchema>

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const MAX_ANONYMOUS_UPLOAD_BYTES = 1024 * 1024

export const uploadResultSchema = z.object({ url: z.string() }).meta({ id: 'UploadResult' })

// `POST /api/uploads` answers `/uploads/<key>`, the key made by the server. Pictures elsewhere are refused:
// the page's Content-Security-Policy shows images from this site only, so both follow the same rule.
const UPLOADED_IMAGE_URL = /^\/uploads\/[a-z0-9][a-z0-9-]*\.(webp|png|avif)$/

export function isUploadedImageUrl(url: string): boolean {
  return UPLOADED_IMAGE_URL.test(url)
}

/** An image field: the URL of a picture uploaded to Keyhaven, as `POST /api/uploads` returned it. */
export function uploadedImageField(messages: { required: string; invalid: string }) {
  return text({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine(isUploadedImageUrl, { error: messages.invalid })
}
