import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API runs as its own process (npm run dev at the root); Vite forwards to it.
const apiOrigin = process.env.KEYHAVEN_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  // The browser build writes a manifest (which chunks each screen loads, read by scripts/js-budget.ts);
  // the server build (src/entry-server.tsx, into dist-server) bundles the contract, whose package is TypeScript.
  build: isSsrBuild ? { outDir: 'dist-server', sourcemap: true } : { sourcemap: true, manifest: true },
  ssr: { noExternal: ['@keyhaven/contract'] },
}))
