import type { Config } from '@react-router/dev/config'

// Framework mode: every page is rendered on the server (by the Hono process, through React Router's request
// handler) and hydrated in the browser. `npm run build` writes the browser's files to dist/client and the
// server build to dist/server/index.js, which apps/server imports.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config
