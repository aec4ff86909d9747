import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
import { accessToken, accessTokenFrom, setUnauthorizedHandler } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import {
  signOut as endSession,
  fetchAccessToken,
  fetchSession,
  fetchStanding,
  type Session,
  type Standing,
} from './auth-api.ts'
import { loginReturningTo } from './return-to.ts'

export type SignedInUser = Session['user']

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | ({ status: 'signed-in'; user: SignedInUser } & Standing)

interface AuthContextValue {
  state: AuthState
  /** Reads the session cookie, trades it for a fresh access-token and loads the role. */
  establish(): Promise<AuthState>
  signOut(): Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Reads the session cookie and trades it for a fresh access-token (the API's own routes wait for it, see
 * `accessTokenFrom`), then loads the role.
 */
async function readSession(): Promise<AuthState> {
  let tokenReady = () => {}
  accessTokenFrom(new Promise<void>((resolve) => (tokenReady = resolve)))
  try {
    const session = await fetchSession()
    if (!session) {
      accessToken.clear()
      return { status: 'signed-out' }
    }
    await fetchAccessToken(session.user.email)
    tokenReady()
    return { status: 'signed-in', user: session.user, ...(await fetchStanding(session)) }
  } catch {
    accessToken.clear()
    return { status: 'signed-out' }
  } finally {
    tokenReady()
  }
}

/** Drops what was read for the person signed in (the cache's code loads with the screens that use it). */
const forgetReadData = () =>
  void import('../../app/query-client.ts').then(({ clearQueryCache }) => clearQueryCache())

/**
 * `initial`: who the server found signed in (from the session cookie) when it rendered the page, null for no
 * one; left out, the provider starts loading and asks.
 */
export function AuthProvider({
  initial,
  children,
}: {
  initial?: ({ user: SignedInUser } & Standing) | null
  children: ReactNode
}) {
  const [state, setState] = useState<AuthState>(() =>
    initial === undefined
      ? { status: 'loading' }
      : initial
        ? { status: 'signed-in', ...initial }
        : { status: 'signed-out' },
  )
  const navigate = useNavigate()
  const location = useLocation()

  const establish = useCallback(async (): Promise<AuthState> => {
    const next = await readSession()
    setState(next)
    return next
  }, [])

  useEffect(() => {
    void establish()
  }, [establish])

  // Once the person signs out, a request still in flight with the ended session answers 401: that is the
  // sign-out itself, not a reason to send them to the login page instead of home. Until they sign in again.
  const signingOut = useRef(false)
  useEffect(() => {
    if (state.status === 'signed-in') signingOut.current = false
  }, [state.status])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (signingOut.current) return
      setState({ status: 'signed-out' })
      forgetReadData()
      navigate(loginReturningTo(location.pathname, location.search))
    })
  }, [navigate, location.pathname, location.search])

  const signOut = useCallback(async () => {
    signingOut.current = true
    try {
      await endSession()
    } finally {
      accessToken.clear()
      // Leave first, and let the signed-out state follow in the same transition as the router's own update:
      // a guarded page rendered in between would otherwise send the user to /login.
      await navigate(paths.home)
      startTransition(() => {
        forgetReadData()
        setState({ status: 'signed-out' })
      })
    }
  }, [navigate])

  const value = useMemo(() => ({ state, establish, signOut }), [state, establish, signOut])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used inside AuthProvider')
  return context
}
