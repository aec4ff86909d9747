import { useEffect, useRef } from 'react'
import { NavLink } from 'react-router'
import { useAuth } from '../auth/auth-context.tsx'
import { MAIN_LINKS } from './nav-links.ts'

/** The narrow-screen side menu: slides in from the left, closes by its button, the backdrop or Escape. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const { state } = useAuth()
  const links =
    state.status === 'signed-out' ? [...MAIN_LINKS, { to: '/login', label: 'Login' } as const] : MAIN_LINKS

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <div className={`lg:hidden ${open ? '' : 'pointer-events-none'}`}>
      <div
        data-testid="menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'invisible opacity-0'}`}
      />
      <div
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        inert={!open}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white text-base-content shadow-xl transition-transform duration-300 ${
          open ? 'translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-base-200 px-4 py-3">
          <h2 id="mobile-menu-title" className="text-lg font-semibold">
            Menu
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="btn btn-ghost btn-square btn-sm"
            aria-label="Close menu"
            onClick={onClose}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="menu w-full gap-1 p-3 text-base">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
