import type { Database } from '../db/client.ts'
import { enforceRateLimit } from '../http/rate-limit.ts'
import { insertSubscription } from './queries.ts'

/** Sign-ups one client address may send per hour: enough for a household, too few to flood the list. */
export const NEWSLETTER_SIGNUPS = { windowSeconds: 60 * 60, max: 10 }

export function createNewsletterService(db: Database) {
  return {
    /** Subscribes `email` (twice is harmless), within the sign-ups `clientAddress` may send. */
    async subscribe(email: string, clientAddress: string): Promise<void> {
      await enforceRateLimit(
        db,
        `newsletter:${clientAddress}`,
        NEWSLETTER_SIGNUPS,
        'Too many sign-ups from your address. Please try again later.',
      )
      await insertSubscription(db, email)
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
