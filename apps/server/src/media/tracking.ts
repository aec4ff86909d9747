import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { uploadOwners, uploads } from '../db/schema.ts'
import { publicUrlFor } from './storage.ts'

/**
 * Records an upload under its base key before its files are written, and its uploader as one of its owners.
 * Uploading the same image again (same key, as keys are content hashes) refreshes its time, so clean-up never
 * removes an image someone just uploaded and is about to use. Should a clean-up hold the row at that moment,
 * this waits for it and then records anew.
 */
export async function recordUpload(db: Database, key: string, uploadedBy: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(uploads)
      .values({ key, url: publicUrlFor(key) })
      .onConflictDoUpdate({ target: uploads.key, set: { createdAt: sql`now()` } })
    if (uploadedBy) await tx.insert(uploadOwners).values({ key, userId: uploadedBy }).onConflictDoNothing()
  })
}

/**
 * Of these picture URLs, the ones `userId` uploaded (POST /api/uploads records every uploader): a listing shows
 * its agent's own uploads only, never a picture lifted from someone else's listing or profile. Someone else
 * uploading the same picture takes nothing from its earlier uploaders.
 */
export async function uploadsOf(db: Database, userId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const rows = await db
    .select({ url: uploads.url })
    .from(uploadOwners)
    .innerJoin(uploads, eq(uploads.key, uploadOwners.key))
    .where(and(eq(uploadOwners.userId, userId), inArray(uploads.url, urls)))
  return new Set(rows.map((row) => row.url))
}

/** Records `userId` as an owner of the upload at `url` (sign-up's photo, claimed by the client that uploaded it). */
export async function recordOwnerOf(db: Database, url: string, userId: string): Promise<void> {
  await db
    .insert(uploadOwners)
    .select(
      db
        .select({ key: uploads.key, userId: sql<string>`${userId}`.as('user_id') })
        .from(uploads)
        .where(eq(uploads.url, url)),
    )
    .onConflictDoNothing()
}
