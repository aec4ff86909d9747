import { readOf } from '../../app/server/screen-data.server.ts'
import { ApiError } from '../../lib/api-client.ts'
import { fetchPasskeys, fetchSessions } from '../account/api.ts'
import { fetchOwnRecord } from '../auth/sign-in-api.ts'
import { fetchNotificationPreferences } from '../notifications/api.ts'
import { fetchAvailability, fetchCalendarFeed } from '../viewings/api.ts'

/**
 * Everything My Profile shows, as its visitor: the own record, without which there is no page, and each
 * section's part, which fails on its own (that section shows its error, its Try again reading the page again).
 * Only an agent has viewing hours.
 */
export async function readProfile() {
  const own = await fetchOwnRecord()
  const [preferences, passkeys, sessions, availability, feed] = await Promise.all([
    readOf(fetchNotificationPreferences()),
    readOf(fetchPasskeys()),
    readSessions(),
    own.role === 'agent' ? readOf(fetchAvailability()) : null,
    readOf(fetchCalendarFeed()),
  ])
  return { own, preferences, passkeys, sessions, availability, feed }
}

export type Profile = Awaited<ReturnType<typeof readProfile>>

/** The sessions, or why not: Better Auth lists them only to a session signed in lately, which the section says. */
const readSessions = () =>
  fetchSessions().then(
    (data) => ({ data }),
    (error: unknown) => ({
      failed: 'error' as const,
      notFresh: error instanceof ApiError && error.code === 'SESSION_NOT_FRESH',
    }),
  )
