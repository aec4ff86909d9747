import { defineConfig } from 'vitest/config'

// `npm run test:cluster`: two compiled Keyhaven instances behind HAProxy on one PostgreSQL database, with
// the local S3 server for images. Bounded: a few minutes at most, loopback only.
export default defineConfig({
  test: {
    include: ['apps/server/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
})
