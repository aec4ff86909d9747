import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('loadConfig', () => {
  it('runs with zero configuration', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      currency: 'USD',
      seedDemoData: true,
      logLevel: 'info',
    })
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.dbDir).toBe(path.join(path.resolve('data'), 'db'))
    expect(config.uploadsDir).toBe(path.join(path.resolve('data'), 'uploads'))
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true)
  })

  it('derives the base URL from PORT unless BASE_URL is set (without a trailing slash)', () => {
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PORT: '8080', BASE_URL: 'https://homes.example.com/' }).baseUrl).toBe(
      'https://homes.example.com',
    )
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db.internal:5432/keyhaven',
      DATA_DIR: '/tmp/keyhaven-data',
      CURRENCY: 'EUR',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/tmp/keyhaven-web',
    })
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://app@db.internal:5432/keyhaven',
      dataDir: '/tmp/keyhaven-data',
      dbDir: '/tmp/keyhaven-data/db',
      uploadsDir: '/tmp/keyhaven-data/uploads',
      webDistDir: '/tmp/keyhaven-web',
      currency: 'EUR',
      seedDemoData: false,
      logLevel: 'silent',
    })
  })

  it('treats blank variables as unset', () => {
    const config = loadConfig({ PORT: '', CURRENCY: '', DATABASE_URL: '' })
    expect(config.port).toBe(3000)
    expect(config.currency).toBe('USD')
    expect(config.databaseUrl).toBeUndefined()
  })

  it.each(['1', '0', 'true', 'false'])('accepts SEED_DEMO_DATA=%s', (value) => {
    expect(loadConfig({ SEED_DEMO_DATA: value }).seedDemoData).toBe(value === '1' || value === 'true')
  })

  it.each(['abc', '70000', '0', '3.5', '-1'])('refuses PORT=%s and names PORT', (value) => {
    expect(configError({ PORT: value }).message).toContain('PORT')
  })

  it('refuses an unknown currency and names CURRENCY', () => {
    const message = configError({ CURRENCY: 'XYZ' }).message
    expect(message).toContain('CURRENCY')
    expect(message).not.toContain('PORT')
  })

  it('refuses a non-PostgreSQL DATABASE_URL and names DATABASE_URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL')
  })

  it('refuses other bad values, naming each', () => {
    expect(configError({ BASE_URL: 'ftp://example.com' }).message).toContain('BASE_URL')
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL')
    expect(configError({ SEED_DEMO_DATA: 'yes' }).message).toContain('SEED_DEMO_DATA')
  })

  it('lists every bad variable at once', () => {
    const message = configError({ PORT: 'abc', CURRENCY: 'XYZ' }).message
    expect(message).toContain('PORT')
    expect(message).toContain('CURRENCY')
  })
})
