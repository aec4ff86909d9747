import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { NAVBAR_BUTTON_COLOUR } from './nav-links.ts'

// Only a signed-in person has a bell, and the server renders every page signed out: its code (and its schemas)
// load once the session is known, not with every visitor's first page.
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}))

const bellPlace = <span className="btn btn-circle btn-ghost invisible" aria-hidden="true" />

/** Signed in: the notification bell, the profile photo (name as tooltip) and Logout. Signed out: Login. */
export function AccountMenu() {
  const { state, signOut } = useAuth()
  const t = useT('common')
  if (state.status === 'loading')
    return <span role="status" className="loading loading-spinner loading-sm" aria-label={t('nav.loading')} />
  if (state.status === 'signed-out') {
    return (
      <Link to={paths.login} className="btn btn-primary btn-sm">
        {t('nav.login')}
      </Link>
    )
  }
  return (
    <div className="flex items-center gap-2">
      {/* The bell shows once it can answer a tap: never in the server's page, where a tap before its code had
          hydrated it was lost. Its place (a circle button) is held meanwhile, so the avatar does not move. */}
      <BrowserOnly fallback={bellPlace}>
        <Suspense fallback={bellPlace}>
          <NotificationBell />
        </Suspense>
      </BrowserOnly>
      <div className="tooltip tooltip-bottom" data-tip={state.user.name}>
        <Link to={paths.dashboard} aria-label={t('nav.openDashboard', { name: state.user.name })}>
          <Avatar
            src={state.user.image ?? null}
            name={state.user.name}
            className="size-9 ring-2 ring-white"
          />
        </Link>
      </div>
      <button
        type="button"
        className={`btn btn-outline btn-sm border-current ${NAVBAR_BUTTON_COLOUR}`}
        onClick={() => void signOut()}
      >
        {t('nav.logout')}
      </button>
    </div>
  )
}
