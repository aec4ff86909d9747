import { hashPassword, verifyPassword } from 'better-auth/crypto'

/** How passwords are hashed and checked: Better Auth's scrypt, unless a test's app is given a cheaper one. */
export interface PasswordHashing {
  hash(password: string): Promise<string>
  verify(input: { hash: string; password: string }): Promise<boolean>
}

export const betterAuthPasswordHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword }
