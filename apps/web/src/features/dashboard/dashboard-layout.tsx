import type { Role } from '@keyhaven/contract'
import { useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { SideSheet } from '../../components/side-sheet.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import type { Catalogues } from '../../lib/i18n/catalogues.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { useAuth } from '../auth/auth-context.tsx'

interface MenuLink {
  to: string
  label: keyof Catalogues['dashboard'] & `menu.${string}`
}

/** The caller's own role decides the menu (the original compared the user object and showed none). */
export const ROLE_MENUS: Record<Role, MenuLink[]> = {
  user: [
    { to: dashboardPaths.myProfile, label: 'menu.myProfile' },
    { to: dashboardPaths.wishlist, label: 'menu.wishlist' },
    { to: dashboardPaths.savedSearches, label: 'menu.savedSearches' },
    { to: dashboardPaths.propertyBought, label: 'menu.myOffers' },
    { to: dashboardPaths.myApplications, label: 'menu.myApplications' },
    { to: dashboardPaths.myViewings, label: 'menu.myViewings' },
    { to: dashboardPaths.myInquiries, label: 'menu.myInquiries' },
    { to: dashboardPaths.myReviews, label: 'menu.myReviews' },
  ],
  agent: [
    { to: dashboardPaths.agentProfile, label: 'menu.agentProfile' },
    { to: dashboardPaths.addProperty, label: 'menu.addProperty' },
    { to: dashboardPaths.importListings, label: 'menu.importListings' },
    { to: dashboardPaths.myAddedProperties, label: 'menu.myAddedProperties' },
    { to: dashboardPaths.mySoldProperties, label: 'menu.mySoldProperties' },
    { to: dashboardPaths.requestedProperties, label: 'menu.offersReceived' },
    { to: dashboardPaths.applications, label: 'menu.applications' },
    { to: dashboardPaths.viewings, label: 'menu.viewings' },
    { to: dashboardPaths.leads, label: 'menu.leads' },
    { to: dashboardPaths.savedSearches, label: 'menu.savedSearches' },
  ],
  admin: [
    { to: dashboardPaths.adminProfile, label: 'menu.adminProfile' },
    { to: dashboardPaths.manageProperties, label: 'menu.manageProperties' },
    { to: dashboardPaths.awaitingPayment, label: 'menu.awaitingPayment' },
    { to: dashboardPaths.manageUsers, label: 'menu.manageUsers' },
    { to: dashboardPaths.manageReviews, label: 'menu.manageReviews' },
    { to: dashboardPaths.advertiseProperty, label: 'menu.advertiseProperty' },
    { to: dashboardPaths.auditLog, label: 'menu.auditLog' },
    { to: dashboardPaths.feedKeys, label: 'menu.feedKeys' },
    { to: dashboardPaths.exchangeRates, label: 'menu.exchangeRates' },
    { to: dashboardPaths.savedSearches, label: 'menu.savedSearches' },
  ],
  fraud: [
    { to: dashboardPaths.myProfile, label: 'menu.myProfile' },
    { to: dashboardPaths.savedSearches, label: 'menu.savedSearches' },
  ],
}

/** The sidebar's links; on the dashboard's index (the profile) the role's first link is the current one. */
function DashboardLinks({ links }: { links: MenuLink[] }) {
  const t = useT('dashboard')
  const common = useT('common')
  const { pathname } = useLocation()
  const current = (link: MenuLink, index: number) =>
    pathname === link.to ||
    pathname.startsWith(`${link.to}/`) ||
    (index === 0 && pathname.replace(/\/$/, '') === paths.dashboard)
  return (
    <ul className="menu w-full gap-1">
      <li>
        <Link to={paths.home}>{common('nav.home')}</Link>
      </li>
      {links.map((link, index) => (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={current(link, index) ? 'page' : undefined}
            className={current(link, index) ? 'menu-active' : undefined}
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function DashboardLayout() {
  const t = useT('dashboard')
  const common = useT('common')
  const { state } = useAuth()
  const [open, setOpen] = useState(false)
  const links = state.status === 'signed-in' ? ROLE_MENUS[state.role] : []

  return (
    <div className="flex items-start">
      {/* Wide screens: a sidebar that stays in view below the navbar while the page scrolls. The grey column
          runs the page's full height; the links inside it are only as tall as they need, so the footer coming
          into view at the end of a page does not push them off the screen. */}
      <div className="hidden w-64 shrink-0 self-stretch bg-base-200 lg:block">
        <nav
          aria-label={common('nav.dashboard')}
          className="sticky top-16 max-h-[calc(100svh-4rem)] overflow-y-auto p-4"
        >
          <DashboardLinks links={links} />
        </nav>
      </div>
      <div className="min-h-[calc(100svh-4rem)] min-w-0 flex-1 p-4 lg:p-8">
        <button
          type="button"
          className="btn btn-outline btn-sm mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          popoverTarget="dashboard-menu"
        >
          {t('menu.label')}
        </button>
        <Outlet />
      </div>
      {/* Phones: the same links in a drawer above the navbar, with its title and a close button. */}
      <SideSheet
        id="dashboard-menu"
        title={common('nav.dashboard')}
        closeLabel={t('menu.close')}
        onToggle={setOpen}
      >
        <nav aria-label={common('nav.dashboard')} className="p-3">
          <DashboardLinks links={links} />
        </nav>
      </SideSheet>
    </div>
  )
}
