import { z } from 'zod'
import { paginationQuerySchema, text, uploadedImageField } from './common.ts'
import { LANGUAGES } from './languages.ts'
import { emailField } from './newsletter.ts'

export const ROLES = ['user', 'agent', 'admin', 'fraud'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

export const MIN_PASSWORD_LENGTH = 6

/** The language a person chose for the site, kept in their profile (PUT /users/me/language). */
export const languageChoiceSchema = z
  .object({ language: z.enum(LANGUAGES, { error: `Choose one of: ${LANGUAGES.join(', ')}` }) })
  .meta({ id: 'LanguageChoice' })
export type LanguageChoice = z.infer<typeof languageChoiceSchema>

export const userRecordSchema = z
  .object({
    _id: z.string(),
    uid: z.string(),
    name: z.string(),
    email: z.string(),
    photoURL: z.string().nullable(),
    role: roleSchema,
    created_at: z.iso.datetime(),
    last_log_in: z.iso.datetime().nullable(),
    /** Whether the person signs in with an authenticator app's code after the password. */
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'UserRecord' })
export type UserRecord = z.infer<typeof userRecordSchema>

/**
 * The rules of a person's name and photo, held on every path that writes a user: sign-up, Better Auth's
 * update-user, social sign-in and `POST /users`.
 */
export const personNameField = text({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(100, { error: 'Name is too long' })
export const photoUrlField = uploadedImageField({
  required: 'Photo is required',
  invalid: 'Photo must be a picture uploaded to Keyhaven',
})

/** `POST /users`: the caller's own profile; a role in the body is ignored (everyone starts as a user). */
export const saveUserSchema = z
  .object({
    email: emailField,
    name: personNameField.optional(),
    // null or '' removes the photo.
    photoURL: z.preprocess((value) => (value === '' ? null : value), photoUrlField.nullable()).optional(),
  })
  .meta({ id: 'SaveUser' })
export type SaveUser = z.infer<typeof saveUserSchema>

export const tokenRequestSchema = z.object({ email: emailField }).meta({ id: 'TokenRequest' })
export const tokenResponseSchema = z.object({ token: z.string() }).meta({ id: 'TokenResponse' })

export const roleResponseSchema = z.object({ role: roleSchema }).meta({ id: 'RoleResponse' })

export const emailParamSchema = z.object({ email: emailField })

export const userListQuerySchema = paginationQuerySchema.extend({
  search: text().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
})

export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() }).meta({ id: 'ModifiedCount' })
export const deletedCountSchema = z.object({ deletedCount: z.number().int() }).meta({ id: 'DeletedCount' })

export const signInOptionsSchema = z
  .object({
    google: z.boolean(),
    oidc: z.object({ name: z.string() }).nullable(),
    /** The one origin whose pages may sign in with a passkey (browsers refuse passkeys at an IP address), or null. */
    passkeyOrigin: z.string().nullable(),
  })
  .meta({ id: 'SignInOptions' })
export type SignInOptions = z.infer<typeof signInOptionsSchema>
