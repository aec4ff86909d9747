import { NavLink } from 'react-router'
import { SideSheet } from '../../components/side-sheet.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { DisplayCurrencySelect } from './display-currency-select.tsx'
import { LanguageSelect } from './language-select.tsx'
import { MAIN_LINKS } from './nav-links.ts'

/** The narrow-screen side menu: slides in from the left, closes by its button, a tap outside or Escape. */
export function MobileMenu({ onToggle }: { onToggle: (open: boolean) => void }) {
  const { state } = useAuth()
  const t = useT('common')
  const links =
    state.status === 'signed-out'
      ? [...MAIN_LINKS, { to: paths.login, label: 'nav.login' } as const]
      : MAIN_LINKS

  return (
    <SideSheet id="mobile-menu" title={t('nav.menu')} closeLabel={t('nav.closeMenu')} onToggle={onToggle}>
      <ul className="menu w-full gap-1 p-3 text-base">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) => (isActive ? 'menu-active' : '')}
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <LanguageSelect className="flex px-6 pb-4" />
      <DisplayCurrencySelect className="flex px-6 pb-4" />
    </SideSheet>
  )
}
