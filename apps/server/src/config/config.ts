import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import {
  AREA_UNITS,
  type AreaUnit,
  DEFAULT_CURRENCY,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  isCurrencyCode,
  ROLES,
  type Role,
} from '@keyhaven/contract'
import { z } from 'zod'
import { defaultWebDistDir, repoRoot } from './paths.ts'

/** The days a listing stays listed, from its verification or renewal, when LISTING_DAYS is unset. */
export const DEFAULT_LISTING_DAYS = 180

/** The days an accepted offer has to be paid when OFFER_PAYMENT_DAYS is unset (also the demo data's). */
export const DEFAULT_OFFER_PAYMENT_DAYS = 7

/** true/false/1/0, or undefined when unset (the caller picks the default). */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1, { error: 'must be a port number from 1 to 65535' })
    .max(65535, { error: 'must be a port number from 1 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Comma-separated postgres URLs, checked once split (the message never repeats one: it may hold a password).
  DATABASE_READ_URLS: z.string().optional(),
  READ_YOUR_WRITES_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be 0 or more' })
    .default(5_000),
  REPLICA_MAX_LAG_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1, { error: 'must be at least 1' })
    .default(10_000),
  DATA_DIR: z.string().min(1).default('./data'),
  CURRENCY: z
    .string()
    .default(DEFAULT_CURRENCY)
    .refine(isCurrencyCode, { error: 'must be an ISO 4217 currency code such as USD or EUR' }),
  AREA_UNIT: z.enum(AREA_UNITS, { error: 'must be sqft or m2' }).default('sqft'),
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_MAP_TILE_URL)
    .transform((url, ctx) => {
      const imageSource = tileImageSource(url)
      if (imageSource) return { url, imageSource }
      ctx.addIssue({
        code: 'custom',
        message:
          'must be an http(s) tile URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      })
      return z.NEVER
    }),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(1000).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  // Unset: the offline gazetteer of world cities answers GET /api/geocode.
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  EXCHANGE_RATES_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(5, { error: 'must be at least 5' })
    .default(24 * 60),
  GEOCODER_FORMAT: z
    .enum(['nominatim', 'photon'], { error: 'must be nominatim or photon' })
    .default('nominatim'),
  // Unset: demo data on the embedded database only, never by surprise on a real server's.
  SEED_DEMO_DATA: optionalFlag,
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be 0 or more' })
    .default(10_000),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  // Unset: /metrics answers only METRICS_TOKEN (offer and payment totals are the business's own figures).
  METRICS_PUBLIC: optionalFlag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  UPLOAD_QUOTA_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of uploads' })
    .int({ error: 'must be a whole number of uploads' })
    .min(1, { error: 'must be at least 1' })
    .default(60),
  INQUIRY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of messages' })
    .int({ error: 'must be a whole number of messages' })
    .min(1, { error: 'must be at least 1' })
    .default(5),
  AGENT_REPLY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of replies' })
    .int({ error: 'must be a whole number of replies' })
    .min(1, { error: 'must be at least 1' })
    .default(60),
  PUBLIC_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1, { error: 'must be at least 1' })
    .default(3_000),
  SEARCH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of searches' })
    .int({ error: 'must be a whole number of searches' })
    .min(1, { error: 'must be at least 1' })
    .default(120),
  SEARCH_RATE_LIMIT_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number of searches' })
    .int({ error: 'must be a whole number of searches' })
    .min(1, { error: 'must be at least 1' })
    .default(600),
  FEED_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests' })
    .int({ error: 'must be a whole number of requests' })
    .min(1, { error: 'must be at least 1' })
    .default(60),
  FEED_SETTLE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(0, { error: 'must be 0 or more' })
    .default(5),
  FEED_REMOVALS_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .default(90),
  OFFER_PAYMENT_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .default(DEFAULT_OFFER_PAYMENT_DAYS),
  // More than the week of the expiry notice, so that the notice comes after the listing went active.
  LISTING_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(8, { error: 'must be at least 8 (the agent is told a week before a listing expires)' })
    .default(DEFAULT_LISTING_DAYS),
  // Two full imports' worth: enough for an agent's real stock, few enough that no one agent bloats every export.
  MAX_DRAFTS_PER_AGENT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(1000),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TRUSTED_PROXY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be an HTTP header name such as x-forwarded-for' })
    .transform((name) => name.toLowerCase())
    .optional(),
  SIGN_UP_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of sign-ups' })
    .int({ error: 'must be a whole number of sign-ups' })
    .min(1, { error: 'must be at least 1' })
    .default(10),
  SIGN_IN_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of attempts' })
    .int({ error: 'must be a whole number of attempts' })
    .min(1, { error: 'must be at least 1' })
    .default(3),
  ACCOUNT_SIGN_IN_LIMIT: z.coerce
    .number({ error: 'must be a whole number of attempts' })
    .int({ error: 'must be a whole number of attempts' })
    .min(1, { error: 'must be at least 1' })
    .default(5),
  ACCOUNT_SIGN_IN_BACKOFF_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int({ error: 'must be a whole number of seconds' })
    .min(1, { error: 'must be at least 1' })
    .max(3600, { error: 'must be at most 3600' })
    .default(30),
  REQUIRE_2FA_FOR: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((role) => role.trim())
        .filter((role) => role !== ''),
    )
    .pipe(z.array(z.enum(ROLES, { error: `must be a comma-separated list of ${ROLES.join(', ')}` })))
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).default('Single sign-on'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Keyhaven <no-reply@keyhaven.example>'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as us-east-1' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_... or sk_live_...)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_test_... or pk_live_...)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional(),
  // Where the Stripe SDK sends its requests (tests point it at a local stand-in); Stripe's own by default.
  STRIPE_API_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, { error: 'must be a host name such as api.stripe.com' })
    .optional(),
  STRIPE_API_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1, { error: 'must be a port number from 1 to 65535' })
    .max(65535, { error: 'must be a port number from 1 to 65535' })
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
})

export type Env = z.input<typeof envSchema>

export interface OAuthClient {
  clientId: string
  clientSecret: string
}

/** Stripe takes the card payments when its keys are set; otherwise the built-in test gateway does. */
export interface StripeConfig {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Overrides of the API address (a local stand-in in tests); undefined means Stripe's own. */
  apiHost: string | undefined
  apiPort: number | undefined
  apiProtocol: 'http' | 'https' | undefined
}

/** The map's tile server: Leaflet's URL template, its attribution (HTML) and the CSP img-src it needs. */
export interface MapTiles {
  url: string
  attribution: string
  /** The tiles' origin for img-src; a `{s}` subdomain becomes a `*` wildcard. */
  imageSource: string
}

/**
 * The CSP source of a Leaflet tile URL template, or undefined when it is no absolute http(s) template with
 * {z}, {x} and {y}. `{s}` may only be a whole subdomain label, so that it can become `*`.
 */
export function tileImageSource(template: string): string | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return undefined
  const subdomain = 'tile-subdomain-placeholder'
  let url: URL
  try {
    url = new URL(template.replaceAll('{s}', subdomain).replaceAll(/\{[a-z]+\}/g, '0'))
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const host = url.host.replace(new RegExp(`^${subdomain}\\.`), '*.')
  if (host.includes(subdomain)) return undefined
  return `${url.protocol}//${host}`
}

export interface Config {
  port: number
  host: string
  baseUrl: string
  /**
   * Origins whose pages may sign in: BASE_URL's, or with it unset every loopback name on PORT; with BASE_URL
   * a loopback address, also `passkeyOrigin`.
   */
  trustedOrigins: string[]
  /**
   * The one origin whose pages may register and use passkeys (WebAuthn's relying party is its host name), or
   * null for none. Browsers refuse passkeys at an IP address: BASE_URL's origin when it names a host, its
   * `localhost` twin when it is a loopback address (or unset), none for any other address.
   */
  passkeyOrigin: string | null
  /** Whether BASE_URL was set (so the site has one public address). */
  baseUrlConfigured: boolean
  databaseUrl: string | undefined
  /** PostgreSQL streaming replicas for the reads that may lag (DATABASE_READ_URLS); empty for none. */
  databaseReadUrls: string[]
  /** How long after a person's own write their reads still go to the primary. */
  readYourWritesMs: number
  /** A replica further behind than this is skipped until it catches up. */
  replicaMaxLagMs: number
  dataDir: string
  dbDir: string
  uploadsDir: string
  webDistDir: string
  /** Images one signed-in user may upload per hour. */
  uploadQuotaPerHour: number
  /** Messages one person may send as a buyer (inquiries and their replies) per 10 minutes. */
  inquiryRateLimit: number
  /** Replies one agent may send to leads (all conversations together) per 10 minutes. */
  agentReplyRateLimit: number
  /** Public reads' statement timeout on a PostgreSQL server (lists, search, details); a longer one is a 503. */
  publicQueryTimeoutMs: number
  /** All Properties searches (list and map) per minute: by one person, and from one client address. */
  searchRateLimit: { perPerson: number; perAddress: number }
  /**
   * The portal feed: requests per minute of one feed key, how old a change must be before the feed shows it
   * (a change written but not yet committed when a page is read would otherwise be passed by that page's end),
   * and for how many days it answers a deleted listing's removal.
   */
  feed: { rateLimit: number; settleSeconds: number; removalsDays: number }
  /** Days an accepted offer has to be paid; unpaid past them it expires and the home takes offers again. */
  offerPaymentDays: number
  /** Days a listing stays listed after its verification or renewal, then it expires (LISTING_DAYS). */
  listingDays: number
  /** Drafts one agent may hold at once (MAX_DRAFTS_PER_AGENT); beyond it a new draft or import is a 409. */
  maxDraftsPerAgent: number
  currency: string
  /** The one unit of every listing's living area and lot size. */
  areaUnit: AreaUnit
  mapTiles: MapTiles
  /**
   * Where the exchange-rate job fetches its CSV (EXCHANGE_RATES_URL) and how often; unset, rates come only from
   * admins' uploads.
   */
  exchangeRates: { url: string; intervalMinutes: number } | undefined
  /** A Nominatim or Photon compatible search URL for GET /api/geocode; unset, the offline gazetteer answers. */
  geocoder: { url: string; format: 'nominatim' | 'photon' } | undefined
  seedDemoData: boolean
  /** How long a SIGTERM waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs: number
  /** /metrics answers `Authorization: Bearer <token>` when set; without it, no one unless `metricsPublic`. */
  metricsToken: string | undefined
  /** METRICS_PUBLIC: /metrics open to anyone (only when no token is set). */
  metricsPublic: boolean
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  authSecret: string | undefined
  trustedProxyHeader: string | undefined
  signInRateLimit: number
  signUpRateLimit: number
  /** Per-account throttle: password checks allowed before the first wait, and that wait (it doubles). */
  accountSignIn: { limit: number; backoffSeconds: number }
  /** Roles that must sign in with two factors: until they enrol, the API answers them 403 two_factor_required. */
  requireTwoFactorFor: readonly Role[]
  google: OAuthClient | undefined
  oidc: (OAuthClient & { issuer: string; name: string }) | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** An S3-compatible bucket for uploads; unset keeps them on disk in uploadsDir. */
  s3: S3Config | undefined
  /** Stripe's keys; unset uses the built-in test gateway. */
  stripe: StripeConfig | undefined
}

export interface S3Config {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export class ConfigError extends Error {
  override name = 'ConfigError'
}

// Without BASE_URL the site is being tried on this machine: every name of it opens a working copy.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** See Config.passkeyOrigin. */
function passkeyOriginOf(baseUrl: URL): string | null {
  const address = baseUrl.hostname.replace(/^\[|\]$/g, '')
  if (isIP(address) === 0) return baseUrl.origin
  const loopback = address === '::1' || address.startsWith('127.')
  if (!loopback) return null
  return `${baseUrl.protocol}//localhost${baseUrl.port ? `:${baseUrl.port}` : ''}`
}

/**
 * The process environment, with the repository's `.env` read into it first when there is one (a variable
 * already set in the environment wins over the file).
 */
function processEnvWithDotEnv(): NodeJS.ProcessEnv {
  const dotEnv = path.join(repoRoot, '.env')
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv)
  return process.env
}

/** Reads and validates the environment once at start; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = processEnvWithDotEnv()): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(blankAsUnset)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const pairProblem = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ].find((names) => {
    const set = names.filter((name) => e[name as keyof typeof e] !== undefined)
    return set.length > 0 && set.length < names.length
  })
  if (pairProblem) {
    throw new ConfigError(`Invalid configuration:\n  ${pairProblem.join(', ')}: set all of them or none`)
  }
  // S3_REGION has a default, but set on its own it means a bucket was meant and the rest is missing.
  const s3Set = [...S3_REQUIRED, 'S3_REGION' as const].filter((name) => e[name] !== undefined)
  const s3Missing = S3_REQUIRED.filter((name) => e[name] === undefined)
  if (s3Set.length > 0 && s3Missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${S3_REQUIRED.join(', ')}: set all of them or none (missing: ${s3Missing.join(', ')})`,
    )
  }
  const stripeModes = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY].map((key) => key?.split('_')[1])
  if (stripeModes[0] && stripeModes[1] && stripeModes[0] !== stripeModes[1]) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: use the test keys together or the live keys together',
    )
  }
  const readUrls = (e.DATABASE_READ_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  const badReadUrl = readUrls.find((url) => !/^postgres(ql)?:\/\/./.test(url) || !URL.canParse(url))
  if (badReadUrl !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URLS: must be postgres:// or postgresql:// URLs, separated by commas',
    )
  }
  // Relative to the repository, not to the folder the server was started from (npm start, npm run dev).
  const dataDir = path.resolve(repoRoot, e.DATA_DIR)
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const passkeyOrigin = passkeyOriginOf(new URL(baseUrl))
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    // A loopback BASE_URL's localhost twin is the same server on the same machine: trusted, for its passkeys.
    trustedOrigins: e.BASE_URL
      ? [...new Set([new URL(baseUrl).origin, ...(passkeyOrigin ? [passkeyOrigin] : [])])]
      : LOOPBACK_HOSTS.map((host) => `http://${host}:${e.PORT}`),
    passkeyOrigin,
    baseUrlConfigured: e.BASE_URL !== undefined,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: readUrls,
    readYourWritesMs: e.READ_YOUR_WRITES_MS,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? defaultWebDistDir),
    uploadQuotaPerHour: e.UPLOAD_QUOTA_PER_HOUR,
    inquiryRateLimit: e.INQUIRY_RATE_LIMIT,
    agentReplyRateLimit: e.AGENT_REPLY_RATE_LIMIT,
    publicQueryTimeoutMs: e.PUBLIC_QUERY_TIMEOUT_MS,
    searchRateLimit: { perPerson: e.SEARCH_RATE_LIMIT, perAddress: e.SEARCH_RATE_LIMIT_PER_ADDRESS },
    feed: {
      rateLimit: e.FEED_RATE_LIMIT,
      settleSeconds: e.FEED_SETTLE_SECONDS,
      removalsDays: e.FEED_REMOVALS_DAYS,
    },
    offerPaymentDays: e.OFFER_PAYMENT_DAYS,
    listingDays: e.LISTING_DAYS,
    maxDraftsPerAgent: e.MAX_DRAFTS_PER_AGENT,
    currency: e.CURRENCY,
    areaUnit: e.AREA_UNIT,
    mapTiles: { ...e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    exchangeRates: e.EXCHANGE_RATES_URL
      ? { url: e.EXCHANGE_RATES_URL, intervalMinutes: e.EXCHANGE_RATES_INTERVAL_MINUTES }
      : undefined,
    geocoder: e.GEOCODER_URL ? { url: e.GEOCODER_URL, format: e.GEOCODER_FORMAT } : undefined,
    seedDemoData: e.SEED_DEMO_DATA ?? e.DATABASE_URL === undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    metricsPublic: e.METRICS_PUBLIC === true && e.METRICS_TOKEN === undefined,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    accountSignIn: { limit: e.ACCOUNT_SIGN_IN_LIMIT, backoffSeconds: e.ACCOUNT_SIGN_IN_BACKOFF_SECONDS },
    requireTwoFactorFor: e.REQUIRE_2FA_FOR ?? [],
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION ?? 'us-east-1',
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiHost: e.STRIPE_API_HOST,
            apiPort: e.STRIPE_API_PORT,
            apiProtocol: e.STRIPE_API_PROTOCOL,
          }
        : undefined,
  }
}
