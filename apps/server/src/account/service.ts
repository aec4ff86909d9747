import {
  type AccountExport,
  type DeleteAccount,
  IDENTITY_PROOF_MINUTES,
  type IdentityProof,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { PasswordHashing } from '../auth/password-hashing.ts'
import {
  type AccountThrottleRule,
  claimSignInAttempt,
  clearSignInAttempts,
  tooManyAttemptsMessage,
} from '../auth/sign-in-throttle.ts'
import { claimTwoFactorCode } from '../auth/two-factor.ts'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { ApiError, fieldError, tooManyRequests } from '../http/errors.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { rejectPendingOffersOfAgent } from '../offers/queries.ts'
import { priceDropAlertOf } from '../price-drops/price-drop.ts'
import {
  anonymiseKeptRecords,
  deletionBlocker,
  exportSections,
  otherAdminCount,
  passwordHashOf,
  profileOf,
} from './queries.ts'

/**
 * The export as JSON text in chunks: the profile first, then each section's rows a page at a time, so the whole
 * never sits in memory (JSON writes dates as ISO strings, which read the same in any JSON tool).
 */
async function* exportJson(
  head: Pick<AccountExport, 'exportedAt' | 'profile'>,
  sections: Record<string, AsyncIterable<Record<string, unknown>[]>>,
): AsyncGenerator<string> {
  yield `${JSON.stringify(head).slice(0, -1)}`
  for (const [name, pages] of Object.entries(sections)) {
    yield `,${JSON.stringify(name)}:[`
    let first = true
    for await (const rows of pages) {
      const text = rows.map((row) => JSON.stringify(row)).join(',')
      yield first ? text : `,${text}`
      first = false
    }
    yield ']'
  }
  yield '}\n'
}

/** `secret`: the server's secret, which keeps the authenticator apps' secrets encrypted (auth/two-factor.ts). */
export function createAccountService(
  db: Database,
  notifier: Notifier,
  throttle: AccountThrottleRule,
  secret: string,
  passwordHashing: PasswordHashing,
) {
  /** The password, or a current code of the account's authenticator app, as the caller chose to confirm. */
  async function assertConfirmed(caller: Caller, { password, code }: DeleteAccount | IdentityProof) {
    if (code !== undefined) {
      const claim = await claimTwoFactorCode(db, secret, caller.id, code)
      if (claim === 'used') throw fieldError('code', 'was used already: wait for the next code of your app')
      if (claim === 'wrong') throw fieldError('code', 'is not the current code of your authenticator app')
      return
    }
    const hash = await passwordHashOf(db, caller.id)
    if (!hash || !(await passwordHashing.verify({ hash, password: password ?? '' })))
      throw fieldError('password', 'is not the password of this account')
  }

  /** The password or code, counted by the per-account sign-in throttle as a sign-in is. */
  async function assertConfirmedWithinThrottle(caller: Caller, confirmation: DeleteAccount | IdentityProof) {
    const claim = await claimSignInAttempt(db, caller.id, throttle)
    if (!claim.allowed)
      throw tooManyRequests(tooManyAttemptsMessage(claim.retryAfterSeconds), claim.retryAfterSeconds)
    await assertConfirmed(caller, confirmation)
    await clearSignInAttempts(db, caller.id)
  }

  return {
    /**
     * The caller typed the password or a current code again: their session (not any other) may add a passkey
     * for the next few minutes (auth/passkeys.ts).
     */
    async proveIdentity(caller: Caller, proof: IdentityProof): Promise<{ validUntil: string }> {
      await assertConfirmedWithinThrottle(caller, proof)
      const provedAt = new Date()
      await db.update(sessions).set({ identityProvedAt: provedAt }).where(eq(sessions.id, caller.sessionId))
      return { validUntil: new Date(provedAt.getTime() + IDENTITY_PROOF_MINUTES * 60_000).toISOString() }
    },

    /** The caller's export as JSON chunks (read as they are written); 404 once the account is gone. */
    async exportData(caller: Caller): Promise<AsyncIterable<string>> {
      const profile = await profileOf(db, caller.id)
      if (!profile) throw new ApiError(404, 'Your account no longer exists')
      return exportJson(
        {
          exportedAt: new Date().toISOString(),
          profile: {
            id: profile.id,
            name: profile.name,
            email: profile.email,
            photoURL: profile.image,
            role: profile.role,
            createdAt: profile.createdAt.toISOString(),
            lastLogIn: profile.lastLogIn?.toISOString() ?? null,
            priceDropAlert: priceDropAlertOf(profile.priceDropMinPercent),
          },
        },
        exportSections(db, caller.id, caller.email),
      )
    },

    /**
     * Deletes the caller's own account once the password or a two-factor code confirms it (counted by the
     * per-account sign-in throttle, as a sign-in is). Refused while a home or money still depends on it. What must be kept (offers,
     * sales, payments, the audit trail) stays without the person's name or e-mail.
     */
    async deleteOwn(caller: Caller, confirmation: DeleteAccount): Promise<{ deletedCount: number }> {
      await assertConfirmedWithinThrottle(caller, confirmation)
      const deletedCount = await notifier.transaction(async (tx, tell) => {
        // The row's lock holds off a concurrent offer acceptance or payment until this one decides.
        const [me] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, caller.id))
          .for('update')
        if (!me) throw new ApiError(404, 'Your account no longer exists')
        const blocker = await deletionBlocker(tx, caller.id)
        if (blocker) throw new ApiError(409, blocker)
        if (me.role === 'admin' && (await otherAdminCount(tx, caller.id)) === 0)
          throw new ApiError(409, 'You are the only admin: make someone else an admin first.')
        for (const offer of await rejectPendingOffersOfAgent(tx, caller.id)) await tell.offerRejected(offer)
        await anonymiseKeptRecords(tx, caller.id, caller.email)
        await recordAudit(tx, caller, 'account.deleted', caller.id, {
          changes: { role: { from: me.role, to: null } },
        })
        const deleted = await tx.delete(users).where(eq(users.id, caller.id)).returning({ id: users.id })
        return deleted.length
      })
      return { deletedCount }
    },
  }
}
