import type { LanguageChoice, PaginationQuery, Role, SaveUser, UserRecord } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { anonymiseKeptRecords } from '../account/queries.ts'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import { assertSelfOrAdmin } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { mapPage } from '../db/paging.ts'
import { offers } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { rejectPendingOffersOfAgent } from '../offers/queries.ts'
import { expireOffers } from '../offers/service.ts'
import { mayShowPhoto, NOT_YOUR_PHOTO } from './profile-photo.ts'
import {
  deleteUserByEmail,
  findUserByEmail,
  hasListings,
  listUsers,
  resetTwoFactor,
  setLanguage,
  type UserRow,
  updateProfile,
  updateRole,
} from './queries.ts'

export type RoleChange = 'make-admin' | 'make-agent' | 'mark-fraud' | 'make-user' | 'clear-fraud'

/** Which role each change sets, and from which roles it may be made. */
const ROLE_CHANGES: Record<RoleChange, { to: Role; from: Role[]; refusal: (current: Role) => string }> = {
  'make-admin': {
    to: 'admin',
    from: ['user', 'agent'],
    refusal: (current) =>
      current === 'admin'
        ? 'This user is already an admin'
        : 'A user marked as fraud cannot be made an admin',
  },
  'make-agent': {
    to: 'agent',
    from: ['user', 'admin'],
    refusal: (current) =>
      current === 'agent'
        ? 'This user is already an agent'
        : 'A user marked as fraud cannot be made an agent',
  },
  'mark-fraud': {
    to: 'fraud',
    from: ['agent'],
    refusal: (current) =>
      current === 'fraud' ? 'This agent is already marked as fraud' : 'Only agents can be marked as fraud',
  },
  // The undo of Make Agent and Make Admin.
  'make-user': {
    to: 'user',
    from: ['agent', 'admin'],
    refusal: (current) =>
      current === 'user'
        ? 'This person is already a user'
        : 'A user marked as fraud cannot be made a user: clear the fraud mark first',
  },
  // The undo of Mark as Fraud: only agents are ever marked, so the mark clears back to agent.
  'clear-fraud': {
    to: 'agent',
    from: ['fraud'],
    refusal: () => 'This user is not marked as fraud',
  },
}

/** The audit trail's name for each change: the fraud mark and its clearing stand out from other role changes. */
const auditActionOf = (change: RoleChange) =>
  change === 'mark-fraud'
    ? 'user.marked_fraud'
    : change === 'clear-fraud'
      ? 'user.fraud_cleared'
      : 'user.role_changed'

export function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    uid: row.id,
    name: row.name,
    email: row.email,
    photoURL: row.image,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_log_in: row.lastLogIn?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
  }
}

export function createUserService(db: Database, notifier: Notifier) {
  async function requireUser(email: string): Promise<UserRow> {
    const user = await findUserByEmail(db, email)
    if (!user) throw new ApiError(404, 'No user with this email')
    return user
  }

  return {
    async saveOwnProfile(caller: Caller, body: SaveUser): Promise<UserRecord> {
      if (body.email !== caller.email) throw new ApiError(403, 'You can only save your own profile')
      if (body.photoURL && !(await mayShowPhoto(db, caller.id, body.photoURL)))
        throw fieldError('photoURL', NOT_YOUR_PHOTO)
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.photoURL !== undefined && { image: body.photoURL || null }),
      }
      const row =
        Object.keys(changes).length > 0
          ? await updateProfile(db, caller.id, changes)
          : await requireUser(caller.email)
      if (!row) throw new ApiError(404, 'Your account no longer exists')
      return toUserRecord(row)
    },

    async chooseLanguage(caller: Caller, choice: LanguageChoice): Promise<LanguageChoice> {
      if (!(await setLanguage(db, caller.id, choice.language)))
        throw new ApiError(404, 'Your account no longer exists')
      return choice
    },

    async own(caller: Caller): Promise<UserRecord> {
      return toUserRecord(await requireUser(caller.email))
    },

    async roleOf(caller: Caller, email: string): Promise<Role> {
      assertSelfOrAdmin(caller, email)
      return (await requireUser(email)).role
    },

    async list(query: PaginationQuery & { search?: string | undefined }) {
      return mapPage(await listUsers(db, query.search || undefined, offsetPage(query)), toUserRecord)
    },

    async changeRole(caller: Caller, email: string, change: RoleChange): Promise<{ modifiedCount: number }> {
      const target = await requireUser(email)
      if (target.id === caller.id) throw new ApiError(403, 'You cannot change your own role')
      const rule = ROLE_CHANGES[change]
      const changed = await notifier.transaction(async (tx, tell) => {
        // A fraud agent's listings leave every public page, and the offers waiting on them are rejected in
        // the same transaction; their buyers are told.
        // Listings need an agent to answer their offers and viewings: an agent who has any stays one (Mark as
        // Fraud hides them instead).
        if (rule.to === 'user' && (await hasListings(tx, target.id)))
          throw new ApiError(409, 'This person has listings, so they stay an agent')
        const updated = await updateRole(tx, target.email, rule.to, rule.from)
        if (!updated) return false
        await recordAudit(tx, caller, auditActionOf(change), target.id, {
          changes: { role: { from: updated.from, to: rule.to } },
        })
        await tell.roleChangedByAdmin(target.id, rule.to)
        if (rule.to === 'fraud') {
          for (const offer of await rejectPendingOffersOfAgent(tx, target.id)) await tell.offerRejected(offer)
        }
        return true
      })
      if (changed) return { modifiedCount: 1 }
      const current = await requireUser(email)
      throw new ApiError(409, rule.refusal(current.role))
    },

    /**
     * For a person who lost the device with their authenticator app: their next sign-in takes the password
     * alone (and, for a role of REQUIRE_2FA_FOR, leads to enrolling again). Audited.
     */
    async resetTwoFactor(caller: Caller, email: string): Promise<{ modifiedCount: number }> {
      const target = await requireUser(email)
      if (target.id === caller.id)
        throw new ApiError(403, 'You cannot reset your own two-factor sign-in: turn it off in your profile')
      const reset = await notifier.transaction(async (tx, tell) => {
        if (!(await resetTwoFactor(tx, target.id))) return false
        await recordAudit(tx, caller, 'user.two_factor_reset', target.id, {
          changes: { twoFactorEnabled: { from: true, to: false } },
        })
        await tell.twoFactorResetByAdmin(target.id)
        return true
      })
      if (!reset) throw new ApiError(409, 'This user does not sign in with two-factor authentication')
      return { modifiedCount: 1 }
    },

    async remove(caller: Caller, email: string): Promise<{ deletedCount: number }> {
      const target = await requireUser(email)
      if (target.id === caller.id) throw new ApiError(403, 'You cannot delete your own account')
      // Sessions, accounts, wishlist and reviews go with the user (ON DELETE CASCADE); offers and payments
      // are financial history and stay (ON DELETE SET NULL), keeping no name or e-mail, as after a person
      // deletes their own account. An agent's listings stay, hidden
      // from every public page, and the offers still waiting on them are rejected in the same transaction. A
      // buyer's accepted, unpaid offers expire with the account (no one is left to pay them), so their homes
      // take offers again; their agents are told.
      const deletedCount = await notifier.transaction(async (tx, tell) => {
        for (const offer of await rejectPendingOffersOfAgent(tx, target.id)) await tell.offerRejected(offer)
        await expireOffers(tx, tell, eq(offers.buyerId, target.id), { cause: 'buyer-deleted' })
        await anonymiseKeptRecords(tx, target.id, target.email)
        const deleted = await deleteUserByEmail(tx, target.email)
        if (deleted > 0)
          await recordAudit(tx, caller, 'user.deleted', target.id, {
            changes: { role: { from: target.role, to: null } },
          })
        return deleted
      })
      return { deletedCount }
    },
  }
}
