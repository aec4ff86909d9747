import { randomUUID } from 'node:crypto'
import { MIN_PASSWORD_LENGTH } from '@keyhaven/contract'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Config } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import type { Mailer } from '../mail/mailer.ts'
import { CLIENT_IP_HEADER } from './client-ip.ts'

export const OIDC_PROVIDER_ID = 'oidc'
const SESSION_DAYS = 7

export interface AuthDeps {
  db: Database
  config: Config
  secret: string
  mailer: Mailer
  logger: Logger
}

const profileNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name is required' })
  .max(100, { error: 'Name is too long' })
// A profile photo is one of our uploads, or an http(s) URL (from a social provider).
const profileImageSchema = z
  .string()
  .max(2048, { error: 'image is too long' })
  .regex(/^(\/uploads\/|https?:\/\/)/, { error: 'image must be an uploaded picture or an http(s) URL' })
  .nullish()

/** Better Auth on our own tables: sessions, password hashing, OAuth and rate limits, all in PostgreSQL. */
export function createAuth({ db, config, secret, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Keyhaven',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.baseUrl],
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
      },
    }),
    user: {
      additionalFields: {
        // Never from the client: everyone starts as a user; only an admin changes a role.
        role: { type: 'string', input: false, defaultValue: 'user', required: false },
        lastLogIn: { type: 'date', input: false, required: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Keyhaven password',
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Keyhaven account. If it was you, open this link within an hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
          html: `<p>Hello ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your Keyhaven account. If it was you, <a href="${escapeHtml(url)}">choose a new password</a> within an hour.</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
        })
      },
    },
    socialProviders: config.google ? { google: config.google } : {},
    plugins: config.oidc
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
      : [],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: config.signInRateLimit },
        '/sign-up/email': { window: 60, max: config.signUpRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await db.update(users).set({ lastLogIn: new Date() }).where(eq(users.id, session.userId))
          },
        },
      },
    },
    hooks: {
      // The spec tells a missing account apart from a wrong password; the sign-in rate limit still applies.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const name = profileNameSchema.safeParse(ctx.body?.name)
          if (!name.success)
            throw new APIError('BAD_REQUEST', { message: `name: ${name.error.issues[0]?.message}` })
          const image = profileImageSchema.safeParse(ctx.body?.image)
          if (!image.success)
            throw new APIError('BAD_REQUEST', { message: `image: ${image.error.issues[0]?.message}` })
          return
        }
        if (ctx.path !== '/sign-in/email') return
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : ''
        if (!email) return
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
        if (!existing) {
          throw new APIError('UNAUTHORIZED', {
            message: 'No account found with this email.',
            code: 'USER_NOT_FOUND',
          })
        }
      }),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
