import type { Role } from '@keyhaven/contract'
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingState } from '../../components/status.tsx'
import { paths } from '../../lib/paths.ts'
import { useAuth } from './auth-context.tsx'

/** Anonymous visitors go to /login, which brings them back here after signing in. */
export function RequireSignIn() {
  const { state } = useAuth()
  const location = useLocation()
  if (state.status === 'loading') return <LoadingState label="Checking your sign-in..." />
  if (state.status === 'signed-out') {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    )
  }
  return <Outlet />
}

/** Signed-in callers of another role go home. Place inside RequireSignIn. */
export function RequireRole({ allow }: { allow: Role }) {
  const { state } = useAuth()
  if (state.status === 'loading') return <LoadingState label="Checking your access..." />
  if (state.status !== 'signed-in' || state.role !== allow) return <Navigate to={paths.home} replace />
  return <Outlet />
}
