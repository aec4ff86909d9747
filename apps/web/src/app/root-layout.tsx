import { lazy, type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { Navbar } from '../features/layout/navbar.tsx'

// The footer is below the fold of every page: its code (the newsletter form's with it) is not among the first
// scripts, which hydrate what a person sees first, but loads as the page hydrates. The server renders it
// whole, and until its code has come its links and its form work as plain HTML (the form posts to the
// newsletter page). Not later than that: a navigation before its code came would empty it (decision 0049).
const Footer = lazy(() =>
  import('../features/layout/footer.tsx').then((module) => ({ default: module.Footer })),
)

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:btn"
      >
        Skip to content
      </a>
      {/* The bar and the page are boundaries of their own, though neither suspends: a tap that comes while the
          page hydrates makes React hydrate at once only the document's frame and the part tapped, not the whole
          page (decision 0050). */}
      <Suspense>
        <Navbar />
      </Suspense>
      {/* The home hero runs under the transparent bar; every other page starts below it. */}
      <main id="main" className={`flex-1 ${pathname === '/' ? '' : 'pt-16'}`}>
        <Suspense>{children}</Suspense>
      </main>
      {/* Hydrated on its own, after the page above it (see HomePage), once its code has loaded. */}
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  )
}
