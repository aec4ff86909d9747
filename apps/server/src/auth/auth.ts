import { randomUUID } from 'node:crypto'
import { emailField, MIN_PASSWORD_LENGTH, personNameField, photoUrlField } from '@keyhaven/contract'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { and, eq, lte, ne } from 'drizzle-orm'
import { z } from 'zod'
import type { Config } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import {
  accounts,
  calendarFeeds,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import { escapeHtml, type Mailer } from '../mail/mailer.ts'
import { claimedPhoto } from '../media/photo-claim.ts'
import { recordOwnerOf } from '../media/tracking.ts'
import type { SignInMethod } from '../notifications/messages.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { mayShowPhoto, NOT_YOUR_PHOTO, UNCLAIMED_SIGN_UP_PHOTO } from '../users/profile-photo.ts'
import { htmlWithLink, wordsIn } from '../words/words.ts'
import { CLIENT_IP_HEADER } from './client-ip.ts'
import {
  checkPasskeyInput,
  OWN_PASSKEY_PATHS,
  PASSKEY_REGISTRATION_PATH,
  PASSKEY_REGISTRATION_PATHS,
  PASSKEY_SIGN_IN_PATH,
  passkeyPlugin,
  refuseOthersPasskey,
  refuseWithoutIdentityProof,
  spendIdentityProof,
} from './passkeys.ts'
import type { PasswordHashing } from './password-hashing.ts'
import { claimSignInAttempt, clearSignInAttempts, tooManyAttemptsMessage } from './sign-in-throttle.ts'
import {
  claimTwoFactorCode,
  mustEnrolTwoFactor,
  openWhileEnrolling,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from './two-factor.ts'

export const OIDC_PROVIDER_ID = 'oidc'
const SESSION_DAYS = 7

export interface AuthDeps {
  db: Database
  config: Config
  secret: string
  mailer: Mailer
  logger: Logger
  notifier: Notifier
  passwordHashing: PasswordHashing
}

/** The value as the contract's rule for `field` reads it, or Better Auth's 400 naming the field. */
function validated<T extends z.ZodType>(schema: T, field: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success)
    throw new APIError('BAD_REQUEST', { message: `${field}: ${result.error.issues[0]?.message}`, field })
  return result.data
}

const optionalPhoto = photoUrlField.nullish()

const SIGN_UP_PATH = '/sign-up/email'
const TOTP_CODE_PATH = '/two-factor/verify-totp'
/** A new password: the old one (change) or a link mailed to the owner (reset). Either may remove the passkeys. */
const NEW_PASSWORD_PATHS = new Set(['/change-password', '/reset-password'])
const removePasskeysField = z.boolean({ error: 'must be true or false' }).optional()
/** The second step of a sign-in (and the first check of a new authenticator app): a code or a backup code. */
const TWO_FACTOR_CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])
// Better Auth's two-factor plugin keeps the pending sign-in in this (signed) cookie between the two steps.
const TWO_FACTOR_COOKIE = 'two_factor'

/**
 * A new person's name held to the rule of a name typed here: what a social provider sends that breaks it is cut
 * to what it allows (or the e-mail's local part). Sign-in itself is never refused for the provider's profile.
 */
function mendedName(user: { name?: unknown; email?: unknown }) {
  const name =
    typeof user.name === 'string'
      ? user.name
          .replace(/\p{Cc}/gu, ' ')
          .trim()
          .slice(0, 100)
      : ''
  const fallback = typeof user.email === 'string' ? (user.email.split('@')[0] ?? '') : ''
  return personNameField.safeParse(name).success ? name : fallback.slice(0, 100) || 'Keyhaven user'
}

/** Better Auth on our own tables: sessions, password hashing, OAuth and rate limits, all in PostgreSQL. */
/**
 * An e-mail of a link that acts on the account (confirming a new address, resetting the password), in the
 * language its person chose.
 */
function accountMail(
  user: { name: string; email: string; language?: string | null },
  url: string,
  kind: 'verifyEmail' | 'resetPassword',
) {
  const w = wordsIn(user.language)
  const hello = w.t('mail.hello', { name: user.name })
  const notYou = w.t(`${kind}.notYou`)
  return {
    to: user.email,
    subject: w.t(`${kind}.subject`),
    text: `${hello}\n\n${w.t(`${kind}.text`)}\n\n${url}\n\n${notYou}`,
    html: `<p>${escapeHtml(hello)}</p><p>${htmlWithLink(w, `${kind}.html`, w.t(`${kind}.link`), url)}</p><p>${escapeHtml(notYou)}</p>`,
  }
}

export function createAuth({ db, config, secret, mailer, logger, notifier, passwordHashing }: AuthDeps) {
  const tellOwner = (userId: string, method: SignInMethod) =>
    notifier.transaction((_tx, tell) => tell.signInMethodAdded(userId, method))
  // Whose password a reset link changes: read from its token before the reset spends it.
  const resetting = new WeakMap<Request, string>()
  const claimAttemptOrRefuse = async (userId: string) => {
    const claim = await claimSignInAttempt(db, userId, config.accountSignIn)
    if (!claim.allowed) {
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { message: tooManyAttemptsMessage(claim.retryAfterSeconds), code: 'TOO_MANY_ATTEMPTS' },
        { 'Retry-After': String(claim.retryAfterSeconds) },
      )
    }
  }
  return betterAuth({
    appName: 'Keyhaven',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      level: config.logLevel === 'silent' ? 'error' : config.logLevel,
      log: (level, message) => logger[level](`auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    user: {
      additionalFields: {
        // Never from the client: everyone starts as a user; only an admin changes a role.
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
        lastLogIn: { type: 'date', input: false, required: false },
        // Chosen in the web app (PUT /users/me/language); the session carries it to the pages.
        language: { type: 'string', input: false, required: false },
      },
      // A new address is taken only once its owner opens the link sent to it (verify-email); until then the
      // account keeps the old one. No `sendChangeEmailConfirmation`: the link goes to the new address only.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    emailVerification: {
      expiresIn: 60 * 60,
      // Sent only for a change of address (sign-up sends none): `user.email` is the new address here.
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(accountMail(user, url, 'verifyEmail'))
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      password: passwordHashing,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(accountMail(user, url, 'resetPassword'))
      },
    },
    socialProviders: config.google ? { google: config.google } : {},
    plugins: [
      // An authenticator app (TOTP) as the second step of a password sign-in, with ten one-time backup codes;
      // no trusted devices: every sign-in asks for the code. Switching it on or off takes the password, except
      // for an account that has none (signed up with Google or single sign-on), which could never enrol else.
      twoFactor({ issuer: 'Keyhaven', trustDeviceMaxAge: 0, allowPasswordless: true }),
      // Passkeys, registered from the profile, as a way to sign in without the password (auth/passkeys.ts);
      // none where browsers refuse them (BASE_URL an IP address that is not this machine's).
      ...(config.passkeyOrigin ? [passkeyPlugin(config.passkeyOrigin)] : []),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Only the credential routes count against an address: reading one's own session, signing out or an
      // OAuth callback never does, so many people behind one address are not signed out by each other.
      // The first matching rule wins, so the catch-all that switches the limit off comes last.
      customRules: {
        '/sign-in/email': { window: 10, max: config.signInRateLimit },
        '/sign-in/*': { window: 60, max: 30 },
        '/two-factor/*': { window: 10, max: config.signInRateLimit },
        [PASSKEY_SIGN_IN_PATH]: { window: 10, max: config.signInRateLimit },
        // Reading one's own passkeys is not limited; making a challenge (a row each) is.
        '/passkey/list-user-passkeys': false,
        '/passkey/*': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: config.signUpRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        '/change-email': { window: 60, max: 5 },
        '/**': false,
      },
    },
    advanced: {
      // Better Auth skips its origin check when it believes it runs under test; ours run the real one.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      // Every path that writes a user (e-mail sign-up, update-user, social sign-in) ends here. The typed ones
      // were refused with a 400 naming the field by the hooks below; what a provider sends is mended.
      user: {
        create: {
          before: async (user, context) => ({
            data: {
              ...user,
              name: mendedName(user),
              // Only sign-up's photo, claimed by the client that uploaded it (checked below), is kept. A social
              // provider's is hosted elsewhere (the page shows our own uploads only) or one of our uploads that
              // no one uploaded for this person.
              image: context?.path === SIGN_UP_PATH ? user.image : null,
            },
          }),
          after: async (user, context) => {
            // The photo is now this person's upload, which they may keep choosing (profile-photo.ts).
            if (context?.path === SIGN_UP_PATH && typeof user.image === 'string')
              await recordOwnerOf(db, user.image, user.id)
          },
        },
        update: {
          after: async (user, context) => {
            // The authenticator app's first code switched two-factor on: every session from before (one stolen
            // with the password alone among them) ends; Better Auth gives the enrolling person a new one.
            if (context?.path === TOTP_CODE_PATH && user.twoFactorEnabled === true) {
              await db
                .delete(sessions)
                .where(and(eq(sessions.userId, user.id), lte(sessions.createdAt, new Date())))
              await tellOwner(user.id, { kind: 'two_factor' })
            }
          },
          before: async (user, context) => {
            const data = { ...user }
            if (user.name !== undefined) data.name = validated(personNameField, 'name', user.name)
            if (user.image !== undefined) {
              data.image = validated(optionalPhoto, 'image', user.image)
              // Only a person's own update (update-user, with its session) may set a photo, and only theirs.
              const userId = context?.context.session?.user.id
              if (data.image && !(userId && (await mayShowPhoto(db, userId, data.image))))
                throw new APIError('BAD_REQUEST', { message: `image: ${NOT_YOUR_PHOTO}`, field: 'image' })
            }
            return { data }
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db.update(users).set({ lastLogIn: new Date() }).where(eq(users.id, session.userId))
          },
        },
      },
    },
    hooks: {
      // A missing account is told apart from a wrong password (docs/decisions/0004); the sign-in limits still apply.
      before: createAuthMiddleware(async (ctx) => {
        // REQUIRE_2FA_FOR: until their authenticator app is verified, those roles may only enrol or sign out.
        if (config.requireTwoFactorFor.length > 0 && !openWhileEnrolling(ctx.path)) {
          const session = await getSessionFromCtx(ctx)
          if (
            session &&
            mustEnrolTwoFactor(
              config.requireTwoFactorFor,
              session.user.role,
              session.user.twoFactorEnabled === true,
            )
          )
            throw new APIError('FORBIDDEN', {
              message: TWO_FACTOR_REQUIRED_MESSAGE,
              code: 'TWO_FACTOR_REQUIRED',
            })
        }
        if (TWO_FACTOR_CODE_PATHS.has(ctx.path)) {
          // A code typed at sign-in is one more guess at the account: the per-account throttle counts it.
          const pending = await ctx.getSignedCookie(
            ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name,
            ctx.context.secret,
          )
          const signingIn = pending ? await ctx.context.internalAdapter.findVerificationValue(pending) : null
          if (!signingIn) return
          await claimAttemptOrRefuse(signingIn.value)
          // A code signs in once: the same code again within its window is refused (a wrong one is the plugin's).
          if (
            ctx.path === TOTP_CODE_PATH &&
            typeof ctx.body?.code === 'string' &&
            (await claimTwoFactorCode(db, secret, signingIn.value, ctx.body.code)) === 'used'
          )
            throw new APIError('UNAUTHORIZED', {
              message: 'This code was used already. Wait for the next code of your authenticator app.',
              code: 'INVALID_CODE',
            })
          return
        }
        // A passkey's sign-in claims no attempt of the per-account throttle, nor waits for it: its signature
        // cannot be guessed, and someone guessing at the password must not lock the owner out of their passkey.
        if (ctx.path.startsWith('/passkey/')) {
          checkPasskeyInput(ctx.path, ctx.body ?? {}, ctx.query ?? {}, validated)
          if (PASSKEY_REGISTRATION_PATHS.has(ctx.path))
            await refuseWithoutIdentityProof(db, (await getSessionFromCtx(ctx))?.session.id)
          if (OWN_PASSKEY_PATHS.has(ctx.path))
            await refuseOthersPasskey(db, (await getSessionFromCtx(ctx))?.user.id, ctx.body?.id)
          return
        }
        if (ctx.path === SIGN_UP_PATH || ctx.path === '/update-user') {
          const body = ctx.body ?? {}
          if (ctx.path === SIGN_UP_PATH || body.name !== undefined)
            validated(personNameField, 'name', body.name)
          const photo = validated(optionalPhoto, 'image', body.image)
          // Uploaded before the account existed: the upload's claim cookie proves it came from this client.
          if (
            ctx.path === SIGN_UP_PATH &&
            photo &&
            claimedPhoto(ctx.headers?.get('cookie'), secret) !== photo
          )
            throw new APIError('BAD_REQUEST', {
              message: `image: ${UNCLAIMED_SIGN_UP_PHOTO}`,
              field: 'image',
            })
          return
        }
        // Verification mails go out only for a change of address; asking for one to any address is refused.
        if (ctx.path === '/send-verification-email') throw new APIError('NOT_FOUND', { message: 'Not found' })
        if (ctx.path === '/change-email') {
          validated(emailField, 'newEmail', ctx.body?.newEmail)
          return
        }
        if (NEW_PASSWORD_PATHS.has(ctx.path)) {
          validated(removePasskeysField, 'removePasskeys', ctx.body?.removePasskeys)
          const token = ctx.body?.token ?? ctx.query?.token
          if (ctx.path === '/reset-password' && ctx.request && typeof token === 'string') {
            const link = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            if (link) resetting.set(ctx.request, link.value)
          }
          return
        }
        if (ctx.path !== '/sign-in/email') return
        const email = validated(emailField, 'email', ctx.body?.email)
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
        if (!existing) {
          throw new APIError('UNAUTHORIZED', {
            message: 'No account found with this email.',
            code: 'USER_NOT_FOUND',
          })
        }
        // Beside the per-address limit: an account takes so many password checks from all addresses together.
        await claimAttemptOrRefuse(existing.id)
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned
        if (returned instanceof APIError || returned instanceof Error) return
        if (
          ctx.path === '/sign-in/email' ||
          TWO_FACTOR_CODE_PATHS.has(ctx.path) ||
          ctx.path === PASSKEY_SIGN_IN_PATH
        ) {
          // Only a finished sign-in forgets the attempts: a right password still owes its code, and one code
          // after another must keep counting. (This hook runs before the two-factor plugin withdraws the
          // password step's session, so the user's flag tells.) A passkey's sign-in is finished: it verified
          // its user as well (auth/passkeys.ts), and is never asked for a code.
          const signedIn = ctx.context.newSession?.user
          if (signedIn && !(ctx.path === '/sign-in/email' && signedIn.twoFactorEnabled))
            await clearSignInAttempts(db, signedIn.id)
          return
        }
        if (ctx.path === PASSKEY_REGISTRATION_PATH) {
          const session = ctx.context.session?.session
          if (!session) return
          // One proof, one passkey.
          await spendIdentityProof(db, session.id)
          const name = typeof ctx.body?.name === 'string' && ctx.body.name !== '' ? ctx.body.name : null
          await tellOwner(session.userId, { kind: 'passkey', name })
          return
        }
        if (NEW_PASSWORD_PATHS.has(ctx.path)) {
          // A new password signs out every other session (and so their access-tokens); this one stays, or the
          // one Better Auth put in its place when asked to revoke the others itself (revokeOtherSessions). A
          // reset signs out every session (revokeSessionsOnPasswordReset).
          const current = ctx.context.newSession?.session ?? ctx.context.session?.session
          const userId =
            ctx.path === '/change-password' ? current?.userId : ctx.request && resetting.get(ctx.request)
          if (!userId) return
          if (current)
            await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, current.id)))
          // A passkey added by someone who had the old password (or a session) would outlive it: the owner may
          // remove them all with the new password.
          const passkeysRemoved = ctx.body?.removePasskeys === true
          if (passkeysRemoved) await db.delete(passkeys).where(eq(passkeys.userId, userId))
          // The calendar feed's address is a secret of the old password's time too.
          await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId))
          await tellOwner(userId, { kind: 'password', passkeysRemoved })
        }
      }),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
