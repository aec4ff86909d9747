import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { repoRoot } from './paths.ts'

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
      areaUnit: 'sqft',
      seedDemoData: true,
      logLevel: 'info',
    })
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'))
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

  it('trusts every loopback name of PORT without BASE_URL, and only BASE_URL’s origin with it', () => {
    expect(loadConfig({ PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ])
    expect(loadConfig({ PORT: '8080', BASE_URL: 'https://homes.example.com/app/' }).trustedOrigins).toEqual([
      'https://homes.example.com',
    ])
  })

  it('offers passkeys at one origin with a host name: BASE_URL’s, localhost for a loopback address, none for another address', () => {
    expect(loadConfig({ PORT: '8080' }).passkeyOrigin).toBe('http://localhost:8080')
    expect(loadConfig({ BASE_URL: 'https://homes.example.com/app/' }).passkeyOrigin).toBe(
      'https://homes.example.com',
    )
    // Browsers refuse passkeys at an IP address; the same server on the same machine is also `localhost`.
    const loopback = loadConfig({ BASE_URL: 'http://127.0.0.1:3100' })
    expect(loopback.passkeyOrigin).toBe('http://localhost:3100')
    expect(loopback.trustedOrigins).toEqual(['http://127.0.0.1:3100', 'http://localhost:3100'])
    expect(loadConfig({ BASE_URL: 'http://[::1]:3100' }).passkeyOrigin).toBe('http://localhost:3100')
    const lan = loadConfig({ BASE_URL: 'http://192.168.1.20:3000' })
    expect(lan.passkeyOrigin).toBeNull()
    expect(lan.trustedOrigins).toEqual(['http://192.168.1.20:3000'])
  })

  it('reads the per-account sign-in throttle, 5 attempts then 30 s by default', () => {
    expect(loadConfig({}).accountSignIn).toEqual({ limit: 5, backoffSeconds: 30 })
    expect(
      loadConfig({ ACCOUNT_SIGN_IN_LIMIT: '10', ACCOUNT_SIGN_IN_BACKOFF_SECONDS: '60' }).accountSignIn,
    ).toEqual({ limit: 10, backoffSeconds: 60 })
    expect(configError({ ACCOUNT_SIGN_IN_LIMIT: '0' }).message).toContain('ACCOUNT_SIGN_IN_LIMIT')
    expect(configError({ ACCOUNT_SIGN_IN_BACKOFF_SECONDS: '7200' }).message).toContain(
      'ACCOUNT_SIGN_IN_BACKOFF_SECONDS: must be at most 3600',
    )
  })

  it('reads REQUIRE_2FA_FOR as a list of roles, none by default', () => {
    expect(loadConfig({}).requireTwoFactorFor).toEqual([])
    expect(loadConfig({ REQUIRE_2FA_FOR: 'admin, agent' }).requireTwoFactorFor).toEqual(['admin', 'agent'])
    expect(configError({ REQUIRE_2FA_FOR: 'admin,root' }).message).toContain(
      'REQUIRE_2FA_FOR.1: must be a comma-separated list of user, agent, admin, fraud',
    )
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://app@db.internal:5432/keyhaven',
      DATA_DIR: '/tmp/keyhaven-data',
      CURRENCY: 'EUR',
      AREA_UNIT: 'm2',
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
      areaUnit: 'm2',
      seedDemoData: false,
      logLevel: 'silent',
    })
  })

  it('seeds demo data by default on the embedded database only; a PostgreSQL server needs SEED_DEMO_DATA=true', () => {
    const url = 'postgres://app@db.internal:5432/keyhaven'
    expect(loadConfig({}).seedDemoData).toBe(true)
    expect(loadConfig({ DATABASE_URL: url }).seedDemoData).toBe(false)
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true)
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false)
  })

  it('reads the shutdown timeout and the metrics token', () => {
    expect(loadConfig({})).toMatchObject({ shutdownTimeoutMs: 10_000, metricsToken: undefined })
    expect(
      loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500', METRICS_TOKEN: 'a-metrics-token-of-length' }),
    ).toMatchObject({ shutdownTimeoutMs: 2500, metricsToken: 'a-metrics-token-of-length' })
    expect(configError({ SHUTDOWN_TIMEOUT_MS: 'soon' }).message).toContain('SHUTDOWN_TIMEOUT_MS')
    expect(configError({ METRICS_TOKEN: 'short' }).message).toContain('METRICS_TOKEN')
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

  it('refuses an area unit other than sqft or m2 and names AREA_UNIT', () => {
    expect(configError({ AREA_UNIT: 'acres' }).message).toContain('AREA_UNIT')
  })

  it('fetches exchange rates only when EXCHANGE_RATES_URL is set, daily unless told', () => {
    expect(loadConfig({}).exchangeRates).toBeUndefined()
    expect(loadConfig({ EXCHANGE_RATES_URL: 'https://rates.example.com/latest.csv' }).exchangeRates).toEqual({
      url: 'https://rates.example.com/latest.csv',
      intervalMinutes: 1440,
    })
    expect(configError({ EXCHANGE_RATES_URL: 'ftp://rates.example.com' }).message).toContain(
      'EXCHANGE_RATES_URL',
    )
    expect(
      configError({ EXCHANGE_RATES_URL: 'https://rates.example.com', EXCHANGE_RATES_INTERVAL_MINUTES: '1' })
        .message,
    ).toContain('EXCHANGE_RATES_INTERVAL_MINUTES')
  })

  it('refuses an unknown currency and names CURRENCY', () => {
    const message = configError({ CURRENCY: 'XYZ' }).message
    expect(message).toContain('CURRENCY')
    expect(message).not.toContain('PORT')
  })

  it('refuses a non-PostgreSQL DATABASE_URL and names DATABASE_URL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL')
  })

  it('reads the read replicas, read-your-writes and the largest lag, none by default', () => {
    expect(loadConfig({})).toMatchObject({
      databaseReadUrls: [],
      readYourWritesMs: 5_000,
      replicaMaxLagMs: 10_000,
    })
    const config = loadConfig({
      DATABASE_READ_URLS: ' postgres://app:s3cret@10.0.0.12:5432/keyhaven, postgresql://10.0.0.13/keyhaven ,',
      READ_YOUR_WRITES_MS: '0',
      REPLICA_MAX_LAG_MS: '2500',
    })
    expect(config).toMatchObject({
      databaseReadUrls: ['postgres://app:s3cret@10.0.0.12:5432/keyhaven', 'postgresql://10.0.0.13/keyhaven'],
      readYourWritesMs: 0,
      replicaMaxLagMs: 2_500,
    })
  })

  it('refuses a read replica URL that is not PostgreSQL’s, without repeating it (it may hold a password)', () => {
    const message = configError({
      DATABASE_READ_URLS:
        'postgres://app:s3cret@10.0.0.12/keyhaven,mysql://app:other-secret@10.0.0.13/keyhaven',
    }).message
    expect(message).toContain('DATABASE_READ_URLS')
    expect(message).not.toContain('secret')
    expect(configError({ REPLICA_MAX_LAG_MS: '0' }).message).toContain('REPLICA_MAX_LAG_MS')
    expect(configError({ READ_YOUR_WRITES_MS: '-1' }).message).toContain('READ_YOUR_WRITES_MS')
  })

  it('refuses other bad values, naming each', () => {
    expect(configError({ BASE_URL: 'ftp://example.com' }).message).toContain('BASE_URL')
    expect(configError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL')
    expect(configError({ SEED_DEMO_DATA: 'yes' }).message).toContain('SEED_DEMO_DATA')
  })

  it('uses OpenStreetMap’s tiles by default, and any http(s) tile URL template when set', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      imageSource: 'https://tile.openstreetmap.org',
    })
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:3204/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      }).mapTiles,
    ).toEqual({
      url: 'http://127.0.0.1:3204/{z}/{x}/{y}.png',
      attribution: 'Test tiles',
      imageSource: 'http://127.0.0.1:3204',
    })
    // A {s} subdomain becomes a wildcard of the Content-Security-Policy.
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png' }).mapTiles.imageSource,
    ).toBe('https://*.tile.example.org')
  })

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tiles.example.org/{z}/{x}/{y}.png',
    'https://tiles.example.org/{z}/{x}.png',
    'https://tiles{s}.example.org/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
  ])('refuses the tile URL %s, naming MAP_TILE_URL', (url) => {
    expect(configError({ MAP_TILE_URL: url }).message).toContain('MAP_TILE_URL')
  })

  it('uses the offline gazetteer unless GEOCODER_URL names a Nominatim or Photon server', () => {
    expect(loadConfig({}).geocoder).toBeUndefined()
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org/search' }).geocoder).toEqual({
      url: 'https://nominatim.example.org/search',
      format: 'nominatim',
    })
    expect(
      loadConfig({ GEOCODER_URL: 'http://127.0.0.1:2322/api', GEOCODER_FORMAT: 'photon' }).geocoder,
    ).toEqual({ url: 'http://127.0.0.1:2322/api', format: 'photon' })
    expect(configError({ GEOCODER_URL: 'ftp://geo.example.org' }).message).toContain('GEOCODER_URL')
    expect(configError({ GEOCODER_FORMAT: 'google' }).message).toContain('GEOCODER_FORMAT')
  })

  it('lists every bad variable at once', () => {
    const message = configError({ PORT: 'abc', CURRENCY: 'XYZ' }).message
    expect(message).toContain('PORT')
    expect(message).toContain('CURRENCY')
  })
  it('reads the account settings, with a sign-in limit of 3 by default', () => {
    expect(loadConfig({})).toMatchObject({
      signInRateLimit: 3,
      trustedProxyHeader: undefined,
      google: undefined,
      oidc: undefined,
      smtpUrl: undefined,
    })
    const config = loadConfig({
      SIGN_IN_RATE_LIMIT: '10',
      TRUSTED_PROXY_HEADER: 'X-Forwarded-For',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_ISSUER: 'https://sso.example.com/realms/keyhaven/',
      OIDC_CLIENT_ID: 'keyhaven',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      SMTP_URL: 'smtps://mailer:pass@smtp.example.com:465',
    })
    expect(config).toMatchObject({
      signInRateLimit: 10,
      trustedProxyHeader: 'x-forwarded-for',
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      oidc: {
        issuer: 'https://sso.example.com/realms/keyhaven',
        clientId: 'keyhaven',
        clientSecret: 'oidc-secret',
        name: 'Single sign-on',
      },
      smtpUrl: 'smtps://mailer:pass@smtp.example.com:465',
    })
  })

  it.each(['0', '-1', '2.5', 'many'])('refuses SIGN_IN_RATE_LIMIT=%s and names it', (value) => {
    const message = configError({ SIGN_IN_RATE_LIMIT: value }).message
    expect(message).toContain('SIGN_IN_RATE_LIMIT')
    expect(message).not.toContain('PORT')
  })

  it('gives an accepted offer 7 days to be paid unless OFFER_PAYMENT_DAYS says otherwise', () => {
    expect(loadConfig({}).offerPaymentDays).toBe(7)
    expect(loadConfig({ OFFER_PAYMENT_DAYS: '14' }).offerPaymentDays).toBe(14)
  })

  it.each(['0', '-3', '1.5', 'a week'])('refuses OFFER_PAYMENT_DAYS=%s and names it', (value) => {
    const message = configError({ OFFER_PAYMENT_DAYS: value }).message
    expect(message).toContain('OFFER_PAYMENT_DAYS')
    expect(message).not.toContain('PORT')
  })

  it('lists a listing for 180 days unless LISTING_DAYS says otherwise', () => {
    expect(loadConfig({}).listingDays).toBe(180)
    expect(loadConfig({ LISTING_DAYS: '90' }).listingDays).toBe(90)
  })

  // Seven days or fewer would leave no week for the expiry notice.
  it.each(['0', '7', '30.5', 'half a year'])('refuses LISTING_DAYS=%s and names it', (value) => {
    const message = configError({ LISTING_DAYS: value }).message
    expect(message).toContain('LISTING_DAYS')
    expect(message).not.toContain('PORT')
  })

  it.each<Record<string, string>>([
    { GOOGLE_CLIENT_ID: 'google-id' },
    { GOOGLE_CLIENT_SECRET: 'google-secret' },
  ])('refuses half a Google client (%j), naming both variables', (env) => {
    const message = configError(env).message
    expect(message).toContain('GOOGLE_CLIENT_ID')
    expect(message).toContain('GOOGLE_CLIENT_SECRET')
  })

  it('refuses an incomplete OIDC client, naming its variables', () => {
    const message = configError({
      OIDC_ISSUER: 'https://sso.example.com',
      OIDC_CLIENT_ID: 'keyhaven',
    }).message
    expect(message).toContain('OIDC_CLIENT_SECRET')
    expect(configError({ OIDC_ISSUER: 'not a url' }).message).toContain('OIDC_ISSUER')
  })

  it.each(['bad header', 'x-forwarded-for:', 'x_forwarded_for'])(
    'refuses TRUSTED_PROXY_HEADER=%j and names it',
    (value) => {
      expect(configError({ TRUSTED_PROXY_HEADER: value }).message).toContain('TRUSTED_PROXY_HEADER')
    },
  )

  it.each(['http://x', 'mailto:me@example.com', 'not a url'])('refuses SMTP_URL=%s and names it', (value) => {
    expect(configError({ SMTP_URL: value }).message).toContain('SMTP_URL')
  })

  it('refuses an AUTH_SECRET shorter than 32 characters and names it', () => {
    expect(configError({ AUTH_SECRET: 'short' }).message).toContain('AUTH_SECRET')
  })
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  }

  it('uses the test gateway without Stripe keys, and Stripe with all three', () => {
    expect(loadConfig({}).stripe).toBeUndefined()
    expect(loadConfig(stripeKeys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiHost: undefined,
      apiPort: undefined,
      apiProtocol: undefined,
    })
    expect(
      loadConfig({
        ...stripeKeys,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      }).stripe,
    ).toMatchObject({ apiHost: '127.0.0.1', apiPort: 12111, apiProtocol: 'http' })
  })

  it.each<Record<string, string>>([
    { STRIPE_SECRET_KEY: 'sk_test_abc123' },
    { STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' },
  ])('refuses some Stripe keys without the others (%j), naming all three', (env) => {
    const message = configError(env).message
    for (const name of Object.keys(stripeKeys)) expect(message).toContain(name)
  })

  it.each<[string, string]>([
    ['STRIPE_SECRET_KEY', 'pk_test_abc123'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_abc123'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_PORT', '99999'],
    ['STRIPE_API_PROTOCOL', 'ftp'],
    ['STRIPE_API_HOST', 'http://localhost'],
  ])('refuses %s=%s and names it', (name, value) => {
    const message = configError({ ...stripeKeys, [name]: value }).message
    expect(message).toContain(name)
  })

  it('refuses a live secret key beside a test publishable key', () => {
    const message = configError({ ...stripeKeys, STRIPE_SECRET_KEY: 'sk_live_abc123' }).message
    expect(message).toContain('STRIPE_SECRET_KEY')
    expect(message).toContain('STRIPE_PUBLISHABLE_KEY')
  })

  describe('S3 storage', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
      S3_BUCKET: 'keyhaven-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/key+value',
    }

    it('keeps uploads on disk when no S3 variable is set (blank counts as unset)', () => {
      expect(loadConfig({}).s3).toBeUndefined()
      expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '', S3_REGION: '' }).s3).toBeUndefined()
    })

    it('reads the bucket, with region us-east-1 by default and no trailing slash on the endpoint', () => {
      expect(loadConfig(s3).s3).toEqual({
        endpoint: 'https://s3.eu-central-1.amazonaws.com',
        bucket: 'keyhaven-uploads',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret/key+value',
        region: 'us-east-1',
      })
      expect(
        loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:4569', S3_REGION: 'eu-central-1' }).s3,
      ).toMatchObject({ endpoint: 'http://127.0.0.1:4569', region: 'eu-central-1' })
    })

    it.each(Object.keys(s3))(
      'refuses the S3 settings without %s, naming all four and the missing one',
      (name) => {
        const message = configError({ ...s3, [name]: '' }).message
        for (const variable of Object.keys(s3)) expect(message).toContain(variable)
        expect(message).toContain(`missing: ${name}`)
      },
    )

    it('refuses S3_REGION on its own, naming what is missing', () => {
      const message = configError({ S3_REGION: 'eu-west-1' }).message
      expect(message).toContain('missing: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY')
    })

    it.each([
      ['S3_ENDPOINT', 'ftp://s3.example.com'],
      ['S3_ENDPOINT', 'not a url'],
      ['S3_BUCKET', 'Uploads'],
      ['S3_BUCKET', 'ab'],
      ['S3_BUCKET', 'my_bucket'],
      ['S3_BUCKET', 'bucket/prefix'],
      ['S3_REGION', 'EU West 1'],
    ])('refuses %s=%j and names it', (name, value) => {
      const message = configError({ ...s3, [name]: value }).message
      expect(message).toContain(name)
      expect(message).not.toContain('PORT')
    })
  })
})
