import { z } from 'zod'
import { emailField } from './newsletter.ts'
import { MIN_PASSWORD_LENGTH, personNameField, photoUrlField, roleSchema } from './users.ts'

// The e-mail sign-in routes (served by Better Auth under /api/auth) as an API client uses them: the answer
// sets the session cookie, which POST /api/jwt trades for the access-token. Described here so that the
// OpenAPI document holds the whole way in.

/** Better Auth's longest password: a longer one answers 400. */
export const MAX_PASSWORD_LENGTH = 128
const passwordField = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH)

export const emailSignInSchema = z
  .object({
    email: emailField,
    password: z.string().min(1),
    /** false: the session cookie lasts as long as the browser session. */
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'EmailSignIn' })

export const emailSignUpSchema = z
  .object({
    name: personNameField,
    email: emailField,
    password: passwordField,
    /** A photo this client uploaded (POST /uploads) before the account existed. */
    image: photoUrlField.optional(),
  })
  .meta({ id: 'EmailSignUp' })

/** A signed-in person, as the sign-in routes answer (alongside the session cookie they set). */
export const signedInSchema = z
  .object({
    /** The session's token (also in the cookie). */
    token: z.string().nullable(),
    user: z.looseObject({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullish(),
      role: roleSchema,
    }),
  })
  .meta({ id: 'SignedIn' })

/** The password was right and the account has two-factor on: the second step is POST /auth/two-factor/verify-totp. */
export const secondFactorNeededSchema = z
  .object({ twoFactorRedirect: z.literal(true) })
  .meta({ id: 'SecondFactorNeeded' })
