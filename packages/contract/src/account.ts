import { z } from 'zod'
import { text } from './common.ts'
import { priceDropAlertSchema } from './notifications.ts'

/** One of the caller's active sessions, as Better Auth's `GET /api/auth/list-sessions` answers it. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** What `POST /api/auth/revoke-session` takes to end this session. */
  token: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
  createdAt: z.string(),
  /** Its last use: a sign-in, a refresh, or a request with its access-token (recorded every few minutes). */
  updatedAt: z.string(),
  expiresAt: z.string(),
})
export type ActiveSession = z.infer<typeof activeSessionSchema>

/** Rows of one section of the export, each as Keyhaven stores it (column names in camelCase). */
const exportRows = z.array(z.record(z.string(), z.unknown()))

/** `GET /api/me/export`: everything Keyhaven holds about the caller, one section per kind of record. */
export const accountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    profile: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      photoURL: z.string().nullable(),
      role: z.string(),
      createdAt: z.iso.datetime(),
      lastLogIn: z.iso.datetime().nullable(),
      /** The price drops of followed homes the person is told of (notification preferences). */
      priceDropAlert: priceDropAlertSchema,
    }),
    sessions: exportRows,
    /** Each passkey's name, kind and date; never its credential id or public key. */
    passkeys: exportRows,
    /** Whether two-factor sign-in is on, enrolled and verified, and any lock; never the secret or backup codes. */
    twoFactor: exportRows,
    /** When the private calendar feed was made, if there is one; never its token. */
    calendarFeed: exportRows,
    wishlist: exportRows,
    /** The wishlist the person shares, the one shared with them, and invitations to their address. */
    wishlistSharing: exportRows,
    /** The notes the person wrote on homes of a shared wishlist. */
    wishlistNotes: exportRows,
    offers: exportRows,
    payments: exportRows,
    rentalApplications: exportRows,
    /** As buyer and as agent. */
    viewings: exportRows,
    viewingAvailability: exportRows,
    reviews: exportRows,
    inquiries: exportRows,
    inquiryMessages: exportRows,
    notifications: exportRows,
    emailOptOuts: exportRows,
    savedSearches: exportRows,
    listings: exportRows,
    uploads: exportRows,
    newsletter: exportRows,
  })
  .meta({ id: 'AccountExport' })
export type AccountExport = z.infer<typeof accountExportSchema>

/** The account's password, or a current code of its authenticator app instead, typed again `to` do something. */
// The refinement of passwordOrCode, as the OpenAPI document says it: exactly one of the two.
const ONE_OF_PASSWORD_OR_CODE = { oneOf: [{ required: ['password'] }, { required: ['code'] }] }

const passwordOrCode = (to: string) =>
  z
    .object({
      password: text({ error: `enter your password ${to}` })
        .min(1, { error: `enter your password ${to}` })
        .optional(),
      code: text({ error: 'enter the 6-digit code of your authenticator app' })
        .regex(/^\d{6}$/, { error: 'enter the 6-digit code of your authenticator app' })
        .optional(),
    })
    .refine((body) => (body.password === undefined) !== (body.code === undefined), {
      error: `enter your password (or a current two-factor code instead) ${to}`,
      path: ['password'],
    })

/** `DELETE /api/me`: the account's password, or a current code of its authenticator app, confirms the deletion. */
export const deleteAccountSchema = passwordOrCode('to delete your account').meta({
  id: 'DeleteAccount',
  ...ONE_OF_PASSWORD_OR_CODE,
})
export type DeleteAccount = z.infer<typeof deleteAccountSchema>

/**
 * `POST /api/me/identity-proof`: the password, or a current authenticator code, typed again before a new way to
 * sign in (a passkey) is added, so a session cookie alone never adds one.
 */
export const identityProofSchema = passwordOrCode('to add a passkey').meta({
  id: 'IdentityProof',
  ...ONE_OF_PASSWORD_OR_CODE,
})
export type IdentityProof = z.infer<typeof identityProofSchema>

export const identityProofResultSchema = z
  .object({ validUntil: z.iso.datetime().meta({ description: 'Until when this session may add a passkey' }) })
  .meta({ id: 'IdentityProofResult' })

/** How long an identity proof lets its session add a passkey. */
export const IDENTITY_PROOF_MINUTES = 5
