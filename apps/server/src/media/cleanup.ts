import { and, arrayContains, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { offers, properties, uploads, users } from '../db/schema.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { imageKeys } from './images.ts'
import { isSafeKey, type ObjectStorage } from './storage.ts'

export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000

export interface CleanUpOptions {
  /** Only uploads (last) uploaded longer ago than this are removed. Default: a day. */
  olderThan?: number
  /** Uploads removed per transaction. */
  batchSize?: number
  /** The clock, for tests. */
  now?: Date
}

/**
 * Removes uploads that nothing uses: older than `olderThan` and whose URL is no property's picture, user's or
 * offer's image (offers keep a snapshot of the listing's picture, so it stays while they do). Both the files (every
 * width) and the row go. Works in small batches, each in one transaction that holds its rows while their files
 * are deleted, so an upload of the same image meanwhile waits and then records it anew; several instances
 * running this at once share the work (SKIP LOCKED). Idempotent: a file that is already gone is no error, and a
 * batch that fails is rolled back and tried again on the next run. Returns how many uploads were removed.
 */
export async function cleanUpUnusedUploads(
  db: Database,
  storage: ObjectStorage,
  options: CleanUpOptions = {},
): Promise<number> {
  const olderThan = options.olderThan ?? UNUSED_UPLOAD_GRACE_MS
  const batchSize = options.batchSize ?? 100
  const cutoff = new Date((options.now ?? new Date()).getTime() - olderThan)
  let removed = 0
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const unused = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(properties)
                .where(arrayContains(properties.images, sql`array[${uploads.url}]`)),
            ),
            notExists(tx.select({ one: sql`1` }).from(users).where(eq(users.image, uploads.url))),
            notExists(tx.select({ one: sql`1` }).from(offers).where(eq(offers.image, uploads.url))),
          ),
        )
        .orderBy(asc(uploads.createdAt), asc(uploads.key))
        .limit(batchSize)
        .for('update', { of: uploads, skipLocked: true })
      if (unused.length === 0) return 0
      for (const { key } of unused) {
        // Only server-made keys are ever recorded; a row with any other key just goes.
        if (isSafeKey(key)) await Promise.all(imageKeys(key).map((variant) => storage.delete(variant)))
      }
      await tx.delete(uploads).where(
        inArray(
          uploads.key,
          unused.map((row) => row.key),
        ),
      )
      return unused.length
    })
    removed += count
    if (count < batchSize) return removed
  }
}

/** The clean-up as a periodic job of the server (see jobs/job-runner.ts): hourly, in one instance at a time. */
export function uploadCleanupJob(db: Database, storage: ObjectStorage): PeriodicJob {
  return {
    name: 'upload-cleanup',
    intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
    async run() {
      const removed = await cleanUpUnusedUploads(db, storage)
      return removed > 0 ? { removedUploads: removed } : undefined
    },
  }
}
