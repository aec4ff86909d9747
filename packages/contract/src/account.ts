import { z } from 'zod'

/** One of the caller's active sessions, as Better Auth's `GET /api/auth/list-sessions` answers it. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** What `POST /api/auth/revoke-session` takes to end this session. */
  token: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
  createdAt: z.string(),
  /** Its last use: a sign-in, a refresh, or a request with its access-token (recorded every few minutes). */
  updatedAt: z.string(),
  expiresAt: z.string(),
})
export type ActiveSession = z.infer<typeof activeSessionSchema>
