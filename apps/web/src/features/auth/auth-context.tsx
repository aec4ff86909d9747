import type { Role } from '@keyhaven/contract'
import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
import { accessToken, setUnauthorizedHandler } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { signOut as endSession, fetchAccessToken, fetchRole, fetchSession, type Session } from './auth-api.ts'

export type SignedInUser = Session['user']

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SignedInUser; role: Role }

interface AuthContextValue {
  state: AuthState
  /** Reads the session cookie, trades it for a fresh access-token and loads the role. */
  establish(): Promise<AuthState>
  signOut(): Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/** Where a guard sent the visitor from, so sign-in can take them back. */
export interface FromState {
  from?: { pathname: string; search?: string }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' })
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()

  const establish = useCallback(async (): Promise<AuthState> => {
    let next: AuthState
    try {
      const session = await fetchSession()
      if (session) {
        await fetchAccessToken(session.user.email)
        next = { status: 'signed-in', user: session.user, role: await fetchRole(session.user.email) }
      } else {
        next = { status: 'signed-out' }
      }
    } catch {
      next = { status: 'signed-out' }
    }
    if (next.status === 'signed-out') accessToken.clear()
    setState(next)
    return next
  }, [])

  useEffect(() => {
    void establish()
  }, [establish])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setState({ status: 'signed-out' })
      queryClient.removeQueries()
      navigate(paths.login, { state: { from: { pathname: location.pathname, search: location.search } } })
    })
  }, [navigate, location.pathname, location.search, queryClient])

  const signOut = useCallback(async () => {
    try {
      await endSession()
    } finally {
      accessToken.clear()
      // Leave first, and let the signed-out state follow in the same transition as the router's own update:
      // a guarded page rendered in between would otherwise send the user to /login.
      await navigate(paths.home)
      startTransition(() => {
        queryClient.removeQueries()
        setState({ status: 'signed-out' })
      })
    }
  }, [navigate, queryClient])

  const value = useMemo(() => ({ state, establish, signOut }), [state, establish, signOut])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used inside AuthProvider')
  return context
}
