import type { Database } from '../db/client.ts'
import { newsletterSubscriptions } from '../db/schema.ts'

/** Subscribes `email`; an address already subscribed stays as it was. */
export async function insertSubscription(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()
}
