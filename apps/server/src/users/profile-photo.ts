import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { uploadsOf } from '../media/tracking.ts'

/** The refusal of a photo that is someone else's upload (after the field's name). */
export const NOT_YOUR_PHOTO = 'Photo must be a picture you uploaded to Keyhaven'
/** Sign-up's refusal of a photo its client did not upload (see media/photo-claim.ts). */
export const UNCLAIMED_SIGN_UP_PHOTO =
  'Photo must be the picture uploaded from this browser within the last hour. Please upload it again.'

/**
 * The listings' rule, for a profile: a photo new to it must be one of the person's own uploads (uploadsOf), so
 * no one shows a picture taken from another person's profile or listing; the photo they have may stay.
 */
export async function mayShowPhoto(db: Database, userId: string, photo: string): Promise<boolean> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId))
  if (row?.image === photo) return true
  return (await uploadsOf(db, userId, [photo])).has(photo)
}
