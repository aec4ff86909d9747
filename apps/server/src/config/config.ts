import path from 'node:path'
import { DEFAULT_CURRENCY, isCurrencyCode } from '@keyhaven/contract'
import { z } from 'zod'

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'))

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
  DATA_DIR: z.string().min(1).default('./data'),
  CURRENCY: z
    .string()
    .default(DEFAULT_CURRENCY)
    .refine(isCurrencyCode, { error: 'must be an ISO 4217 currency code such as USD or EUR' }),
  SEED_DEMO_DATA: booleanFlag(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
})

export type Env = z.input<typeof envSchema>

export interface Config {
  port: number
  host: string
  baseUrl: string
  databaseUrl: string | undefined
  dataDir: string
  dbDir: string
  uploadsDir: string
  webDistDir: string
  currency: string
  seedDemoData: boolean
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const defaultWebDist = new URL('../../../web/dist', import.meta.url).pathname

/** Reads and validates the environment once at start; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(blankAsUnset)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    currency: e.CURRENCY,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
  }
}
