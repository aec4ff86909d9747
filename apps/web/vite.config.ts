import { createRequire } from 'node:module'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API runs as its own process (npm run dev at the root); Vite forwards to it.
const apiOrigin = process.env.KEYHAVEN_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`

// React Router 7's package exports only its development build (warnings and checks included) under every
// condition; its production build sits beside it and is 'react-router' for the builds (not for `vite` dev).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), tailwindcss()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  // The browser build writes a manifest (which chunks each screen loads, read by scripts/js-budget.ts);
  // the server build (src/entry-server.tsx, into dist-server) bundles the contract, whose package is TypeScript.
  // Every module the entry imports statically goes into two chunks, 'react-dom' (with its scheduler) and 'start'
  // (the entry keeps only src/main.tsx). Split by how the lazy screens share them, they made 17 chunks, each a
  // request and a module preload the page adds after painting (one task of 75 ms on a 4x slower CPU), and 6.5 KB
  // more gzip (the imports and exports between them, and each file compressed on its own). Two, not one: the
  // browser compiles each chunk in a task of its own as it arrives, and one chunk of everything made a compile
  // task of 40-55 ms on a 4x slower CPU, on top of running it.
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true }
    : {
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  tags: ['$initial'],
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 1,
                },
                {
                  name: 'start',
                  tags: ['$initial'],
                  test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id),
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: ['@keyhaven/contract'] },
}))
