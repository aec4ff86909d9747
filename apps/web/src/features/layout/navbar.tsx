import { Suspense, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useT } from '../../lib/i18n/use-t.ts'
import { AccountMenu } from './account-menu.tsx'
import { BrandLink } from './brand.tsx'
import { DisplayCurrencySelect } from './display-currency-select.tsx'
import { LanguageSelect } from './language-select.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { MAIN_LINKS } from './nav-links.ts'
import { useScrolled } from './use-scrolled.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors hover:bg-black/10 ${isActive ? 'underline underline-offset-8' : ''}`

export function Navbar() {
  const { pathname } = useLocation()
  const scrolled = useScrolled()
  const [menuOpen, setMenuOpen] = useState(false)
  const t = useT('common')
  // Transparent only over the home page's hero, on wide screens (lg:), until the visitor scrolls past 50 px.
  const overHero = pathname === '/' && !scrolled

  return (
    <header
      data-testid="navbar"
      className={`fixed inset-x-0 top-0 z-40 bg-white text-base-content shadow-md transition-all duration-500 ${
        overHero ? 'lg:bg-transparent lg:text-white lg:shadow-none' : ''
      }`}
    >
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-[1402px] items-center justify-between gap-4 px-4"
      >
        <BrandLink />
        {/* The wide screen's links and the phone's menu hydrate on their own, after the bar's buttons: a tap on
            the menu button while the page hydrates waits for the bar, not for every link (see root-layout.tsx). */}
        <Suspense>
          <ul className="hidden items-center gap-1 lg:flex">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Suspense>
        <div className="flex items-center gap-2">
          <LanguageSelect className="hidden lg:flex" />
          <DisplayCurrencySelect className="hidden lg:flex" />
          <AccountMenu />
          <button
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            popoverTarget="mobile-menu"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </nav>
      <Suspense>
        <MobileMenu onToggle={setMenuOpen} />
      </Suspense>
    </header>
  )
}
