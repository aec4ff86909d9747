import { createHash, randomBytes } from 'node:crypto'

/**
 * Secrets that stand in for a sign-in where none is possible (a portal's feed key, a calendar app's feed address)
 * are 256 random bits, and only their digest is stored: a copy of the database opens no feed. A plain SHA-256 is
 * enough, as a random 256-bit value cannot be found by guessing, and it lets the digest be looked up directly.
 */
export const newBearerSecret = () => randomBytes(32).toString('base64url')

export const digestOfBearerSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
