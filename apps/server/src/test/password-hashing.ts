import { randomBytes, scrypt } from 'node:crypto'
import { betterAuthPasswordHashing, type PasswordHashing } from '../auth/password-hashing.ts'

// Better Auth's scrypt (N = 16384, r = 16) is slow by design; the API tests sign in thousands of times, and
// that cost was a large share of their run. Their apps hash with the same scrypt and format at a sixty-fourth of
// the work. A hash made at Better Auth's cost (a file that seeds through the
// default) still verifies. The browser tests run the real server, with Better Auth's own cost.
const COST = { N: 1024, r: 4, p: 1 }
const KEY_LENGTH = 64

function derive(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key.toString('hex')),
    ),
  )
}

export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${salt}:${await derive(password, salt)}`
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':')
    if (!salt || !key) return false
    return (await derive(password, salt)) === key || betterAuthPasswordHashing.verify({ hash, password })
  },
}
