import type { Role } from '@keyhaven/contract'
import { useState } from 'react'
import { Link, Outlet, useLocation } from 'react-router'
import { SideSheet } from '../../components/side-sheet.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { paths } from '../../lib/paths.ts'
import { useAuth } from '../auth/auth-context.tsx'

interface MenuLink {
  to: string
  label: string
}

/** The caller's own role decides the menu (the original compared the user object and showed none). */
export const ROLE_MENUS: Record<Role, MenuLink[]> = {
  user: [
    { to: dashboardPaths.myProfile, label: 'My Profile' },
    { to: dashboardPaths.wishlist, label: 'Wishlist' },
    { to: dashboardPaths.savedSearches, label: 'Saved Searches' },
    { to: dashboardPaths.propertyBought, label: 'My Offers' },
    { to: dashboardPaths.myApplications, label: 'My Applications' },
    { to: dashboardPaths.myViewings, label: 'My Viewings' },
    { to: dashboardPaths.myInquiries, label: 'My Inquiries' },
    { to: dashboardPaths.myReviews, label: 'My Reviews' },
  ],
  agent: [
    { to: dashboardPaths.agentProfile, label: 'Agent Profile' },
    { to: dashboardPaths.addProperty, label: 'Add Property' },
    { to: dashboardPaths.importListings, label: 'Import listings' },
    { to: dashboardPaths.myAddedProperties, label: 'My Added Properties' },
    { to: dashboardPaths.mySoldProperties, label: 'My Sold Properties' },
    { to: dashboardPaths.requestedProperties, label: 'Offers Received' },
    { to: dashboardPaths.applications, label: 'Applications' },
    { to: dashboardPaths.viewings, label: 'Viewings' },
    { to: dashboardPaths.leads, label: 'Leads' },
    { to: dashboardPaths.savedSearches, label: 'Saved Searches' },
  ],
  admin: [
    { to: dashboardPaths.adminProfile, label: 'Admin Profile' },
    { to: dashboardPaths.manageProperties, label: 'Manage Properties' },
    { to: dashboardPaths.awaitingPayment, label: 'Awaiting Payment' },
    { to: dashboardPaths.manageUsers, label: 'Manage Users' },
    { to: dashboardPaths.manageReviews, label: 'Manage Reviews' },
    { to: dashboardPaths.advertiseProperty, label: 'Advertise Property' },
    { to: dashboardPaths.auditLog, label: 'Audit Log' },
    { to: dashboardPaths.feedKeys, label: 'Feed Keys' },
    { to: dashboardPaths.exchangeRates, label: 'Manage exchange rates' },
    { to: dashboardPaths.savedSearches, label: 'Saved Searches' },
  ],
  fraud: [
    { to: dashboardPaths.myProfile, label: 'My Profile' },
    { to: dashboardPaths.savedSearches, label: 'Saved Searches' },
  ],
}

/** The sidebar's links; on the dashboard's index (the profile) the role's first link is the current one. */
function DashboardLinks({ links }: { links: MenuLink[] }) {
  const { pathname } = useLocation()
  const current = (link: MenuLink, index: number) =>
    pathname === link.to ||
    pathname.startsWith(`${link.to}/`) ||
    (index === 0 && pathname.replace(/\/$/, '') === paths.dashboard)
  return (
    <ul className="menu w-full gap-1">
      <li>
        <Link to={paths.home}>Home</Link>
      </li>
      {links.map((link, index) => (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={current(link, index) ? 'page' : undefined}
            className={current(link, index) ? 'menu-active' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function DashboardLayout() {
  const { state } = useAuth()
  const [open, setOpen] = useState(false)
  const links = state.status === 'signed-in' ? ROLE_MENUS[state.role] : []

  return (
    <div className="flex items-start">
      {/* Wide screens: a sidebar that stays in view below the navbar while the page scrolls. The grey column
          runs the page's full height; the links inside it are only as tall as they need, so the footer coming
          into view at the end of a page does not push them off the screen. */}
      <div className="hidden w-64 shrink-0 self-stretch bg-base-200 lg:block">
        <nav aria-label="Dashboard" className="sticky top-16 max-h-[calc(100svh-4rem)] overflow-y-auto p-4">
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
          Dashboard menu
        </button>
        <Outlet />
      </div>
      {/* Phones: the same links in a drawer above the navbar, with its title and a close button. */}
      <SideSheet id="dashboard-menu" title="Dashboard" closeLabel="Close dashboard menu" onToggle={setOpen}>
        <nav aria-label="Dashboard" className="p-3">
          <DashboardLinks links={links} />
        </nav>
      </SideSheet>
    </div>
  )
}
