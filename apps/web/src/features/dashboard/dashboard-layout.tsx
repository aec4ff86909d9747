import type { Role } from '@keyhaven/contract'
import { useId, useState } from 'react'
import { NavLink, Outlet } from 'react-router'
import { useAuth } from '../auth/auth-context.tsx'

interface MenuLink {
  to: string
  label: string
}

/** The caller's own role decides the menu (the original compared the user object and showed none). */
export const ROLE_MENUS: Record<Role, MenuLink[]> = {
  user: [
    { to: '/dashboard/myProfile', label: 'My Profile' },
    { to: '/dashboard/wishlist', label: 'Wishlist' },
    { to: '/dashboard/property-bought', label: 'Property Bought' },
    { to: '/dashboard/reviews', label: 'My Reviews' },
  ],
  agent: [
    { to: '/dashboard/agentProfile', label: 'Agent Profile' },
    { to: '/dashboard/addProperty', label: 'Add Property' },
    { to: '/dashboard/myAddProperties', label: 'My Added Properties' },
    { to: '/dashboard/mySoldProperties', label: 'My Sold Properties' },
    { to: '/dashboard/requestedProperties', label: 'Requested Properties' },
  ],
  admin: [
    { to: '/dashboard/adminProfile', label: 'Admin Profile' },
    { to: '/dashboard/manageProperties', label: 'Manage Properties' },
    { to: '/dashboard/manageUser', label: 'Manage Users' },
    { to: '/dashboard/manage-review', label: 'Manage Reviews' },
    { to: '/dashboard/advertise-property', label: 'Advertise Property' },
  ],
  fraud: [{ to: '/dashboard/myProfile', label: 'My Profile' }],
}

export function DashboardLayout() {
  const { state } = useAuth()
  const drawerId = useId()
  const [open, setOpen] = useState(false)
  const links = state.status === 'signed-in' ? ROLE_MENUS[state.role] : []
  const close = () => setOpen(false)

  return (
    <div className="drawer lg:drawer-open">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        aria-label="Dashboard menu"
      />
      <div className="drawer-content min-h-[calc(100svh-4rem)] p-4 lg:p-8">
        <label htmlFor={drawerId} className="btn btn-outline btn-sm mb-4 lg:hidden">
          Dashboard menu
        </label>
        <Outlet />
      </div>
      <div className="drawer-side z-30 lg:top-16 lg:h-[calc(100svh-4rem)]">
        <label htmlFor={drawerId} aria-label="Close dashboard menu" className="drawer-overlay" />
        <nav aria-label="Dashboard" className="min-h-full w-64 bg-base-200 p-4">
          <ul className="menu w-full gap-1">
            <li>
              <NavLink to="/" onClick={close}>
                Home
              </NavLink>
            </li>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
