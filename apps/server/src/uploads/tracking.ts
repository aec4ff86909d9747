import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { uploads } from '../db/schema.ts'
import { publicUrlFor } from '../storage/storage.ts'

/**
 * Records an upload under its base key before its files are written. Uploading the same image again (same key,
 * as keys are content hashes) refreshes its time, so clean-up never removes an image someone just uploaded and
 * is about to use. Should a clean-up hold the row at that moment, this waits for it and then records anew.
 */
export async function recordUpload(db: Database, key: string, uploadedBy: string | null): Promise<void> {
  await db
    .insert(uploads)
    .values({ key, url: publicUrlFor(key), uploadedBy })
    .onConflictDoUpdate({
      target: uploads.key,
      set: {
        createdAt: sql`now()`,
        uploadedBy: sql`coalesce(excluded.uploaded_by, ${uploads.uploadedBy})`,
      },
    })
}

/**
 * Of these picture URLs, the ones `userId` uploaded (POST /api/uploads records the uploader): a listing shows
 * its agent's own uploads only, never a picture lifted from someone else's listing or profile.
 */
export async function uploadsOf(db: Database, userId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.uploadedBy, userId), inArray(uploads.url, urls)))
  return new Set(rows.map((row) => row.url))
}
