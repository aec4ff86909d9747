import { configDefaults, defineConfig } from 'vitest/config'
import { ON_BOTH_DATABASES } from './apps/server/src/test/database-sets.ts'

// Six projects over one run (`npx vitest run`; docs/testing.md says which script runs which):
//  - unit:            pure tests of the contract package and of server and web modules named *.unit.test.ts
//  - web:             the web app's modules and components in a simulated browser (happy-dom, Testing Library)
//  - api-pglite:      the server's API tests, each file on its own in-memory PGlite loaded from a snapshot
//                     that the global setup migrates once
//  - api-postgres:    *.pg.test.ts and the API files of ON_BOTH_DATABASES (apps/server/src/test/database-sets.ts)
//                     on a real PostgreSQL server, each file on its own database cloned from a template that the
//                     global setup migrates once
//  - attack-pglite,
//    attack-postgres: the suites that take minutes, not seconds (fuzzer, crash, drain), on each database
const serverTests = 'apps/server/src/**/*.test.ts'
const attackSuites = ['apps/server/src/attack/{fuzz,crash,drain}.test.ts']
const pgliteSetup = {
  env: { KEYHAVEN_TEST_DB: 'pglite' },
  globalSetup: ['apps/server/src/test/pglite-global-setup.ts'],
}
const postgresSetup = {
  env: { KEYHAVEN_TEST_DB: 'postgres' },
  globalSetup: ['apps/server/src/test/postgres-global-setup.ts'],
}
const unitTests = [
  'packages/**/*.test.ts',
  'apps/server/src/**/*.unit.test.ts',
  'apps/web/src/**/*.unit.test.ts',
]

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unitTests, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, '**/*.unit.test.ts'],
          environment: 'happy-dom',
          // Each file in a fresh VM context of a kept worker process rather than a fresh process: each file keeps
          // its own modules, document and storage without starting a process, a DOM and React again.
          pool: 'vmForks',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          // The files of a worker share one module graph: the server's modules and PGlite's WebAssembly load once
          // per worker, not once per file (each file still builds its own app over its own database).
          isolate: false,
          include: [serverTests],
          exclude: [...configDefaults.exclude, '**/*.unit.test.ts', '**/*.pg.test.ts', ...attackSuites],
          ...pgliteSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          isolate: false,
          include: ['apps/server/src/**/*.pg.test.ts', ...ON_BOTH_DATABASES],
          exclude: [...configDefaults.exclude, '**/*.unit.test.ts', ...attackSuites],
          ...postgresSetup,
        },
      },
      {
        extends: true,
        test: { name: 'attack-pglite', include: attackSuites, ...pgliteSetup },
      },
      {
        extends: true,
        test: { name: 'attack-postgres', include: attackSuites, ...postgresSetup },
      },
    ],
  },
})
