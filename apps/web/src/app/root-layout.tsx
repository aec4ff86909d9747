import { type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { Footer } from '../features/layout/footer.tsx'
import { Navbar } from '../features/layout/navbar.tsx'

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
      <Navbar />
      {/* The home hero runs under the transparent bar; every other page starts below it. */}
      <main id="main" className={`flex-1 ${pathname === '/' ? '' : 'pt-16'}`}>
        {children}
      </main>
      {/* Hydrated on its own, after the page above it (see HomePage). */}
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  )
}
