import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Browser tests drive Debian's Chromium (never a downloaded browser) against the real server on a fresh
// embedded database seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `keyhaven-e2e-${Date.now()}`)
// Local stand-ins for the outside world: an OpenID Connect provider, an SMTP server that keeps the mail and a
// map tile server.
// Their ports follow E2E_PORT, so two checkouts can run their browser tests side by side.
export const OIDC_PORT = port + 1
export const SMTP_PORT = port + 2
export const MAILBOX_URL = `http://127.0.0.1:${port + 3}`
export const TILE_SERVER_URL = `http://127.0.0.1:${port + 4}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The journeys click through several screens with two or three accounts; a CI machine shared with other jobs
  // takes up to twice as long as a quiet one, so a journey gets a minute before it counts as hung.
  timeout: 60_000,
  // Likewise a screen's first answer: on a loaded machine a signed-in screen can take more than the default 5 s
  // to get past "Checking your sign-in..." (session, access-token, role, then its data).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's page, a large share of a run's CPU (docs/testing.md); in CI only the log
    // of a failed run remains (with each failure's page snapshot in its error context), so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Pages that only read the seeded data run first; the journeys that add listings, reviews and accounts
  // (which would change the home page's sections) run after them.
  projects: [
    {
      name: 'public-pages',
      testMatch: /(home|layout|rent|not-found|server-rendering)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'journeys',
      testIgnore: /(home|layout|rent|not-found|server-rendering)\.spec\.ts/,
      dependencies: ['public-pages'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // Started one after another before any test, so each start counts: the commands run the tools themselves
  // (Playwright runs from npm or npx, which put node_modules/.bin first on the PATH) rather than through another
  // `npx` or `npm run`, each a Node process of its own to start first.
  webServer: [
    {
      command: 'tsx e2e/support/oidc-server.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'tsx e2e/support/smtp-capture.ts',
      url: `${MAILBOX_URL}/health`,
      env: { SMTP_CAPTURE_PORT: String(SMTP_PORT), SMTP_CAPTURE_HTTP_PORT: new URL(MAILBOX_URL).port },
      reuseExistingServer: false,
    },
    {
      command: 'tsx e2e/support/tile-server.ts',
      url: `${TILE_SERVER_URL}/health`,
      env: { TILE_SERVER_PORT: new URL(TILE_SERVER_URL).port },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test signs in, up and searches from 127.0.0.1; the production limits are tested in the API tests.
        SIGN_IN_RATE_LIMIT: '1000',
        SIGN_UP_RATE_LIMIT: '1000',
        SEARCH_RATE_LIMIT: '100000',
        SEARCH_RATE_LIMIT_PER_ADDRESS: '100000',
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'keyhaven-test',
        OIDC_CLIENT_SECRET: 'keyhaven-test-secret',
        OIDC_NAME: 'Test SSO',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAP_TILE_URL: `${TILE_SERVER_URL}/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      },
    },
  ],
})
