import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// In development the API runs as its own process (npm run dev at the root); Vite forwards to it.
const apiOrigin = process.env.KEYHAVEN_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`

// React Router's package exports its production build by default (its development build under the
// `development` condition, which Vite's dev server sets); the server build leaves 'react-router' to Node, so it
// shares one copy with the API server that imports its request handler (one copy: React Router recognises its
// own `data()`, `redirect()` and request context by class).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  // The server build bundles the contract, whose package is TypeScript. Every page loads React, React DOM and React
  // Router, and the modules of the root route's shell (navbar, sign-in state, the API client): each set
  // is one chunk (the shell also takes the small components every list of homes shows). Split as the route
  // modules share them, they made some twenty chunks for the home page, each a module preload, and 8 KB more
  // gzip (each file compressed on its own), over its budget. Paths are matched with / (Vite's module ids).
  environments: {
    // Only the server build has source maps: a server error's stack trace points into the sources (the start
    // script turns on Node's source-map support). The browser's files have none, so the sources are not
    // published beside them (React Router warned of that in a box on every build, which a first start showed).
    ssr: { build: { sourcemap: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shell',
                  test: new RegExp(
                    [
                      'src/app/(nonce|root-layout|route-error|toaster|seo|zod-config)',
                      'src/features/auth/auth-(context|api)',
                      'src/features/layout/(navbar|brand|account-menu|nav-links|use-scrolled)',
                      'src/lib/(api-client|paths|currency|sale-state)',
                      'src/components/(avatar|page|details-link|sale-badge|status|status-badge|loaded-view)',
                      'contract/src/(map-tiles|offer-notes)',
                    ]
                      .map((module) => `${module}\\.tsx?$`)
                      .join('|'),
                  ),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: { noExternal: ['@keyhaven/contract'] },
})
