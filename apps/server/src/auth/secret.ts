import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { appSettings } from '../db/schema.ts'

const SECRET_KEY = 'auth_secret'

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database, so that a
 * zero-configuration install works and several instances on one database agree on it.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY))
  if (!row) throw new Error('Could not store the generated auth secret')
  return row.value
}
