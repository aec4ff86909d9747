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

/** Whether two sign-in states say the same (both plain data read from the server). */
const sameState = (a: AuthState, b: AuthState) => JSON.stringify(a) === JSON.stringify(b)

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

  // Once the person signs out, a request still in flight with the ended session answers 401: that is the
  // sign-out itself, not a reason to send them to the login page instead of home, until a session read begun
  // after the sign-out finds them signed in again. A read begun before it is stale and changes nothing.
  const signedOut = useRef(false)
  const signOuts = useRef(0)

  /** Reads the session and shows what it found, through `update` (a plain call, or a transition). */
  const readAndShow = useCallback(async (update: (change: () => void) => void): Promise<AuthState> => {
    const signOutsBefore = signOuts.current
    const next = await readSession()
    if (signOutsBefore !== signOuts.current) return { status: 'signed-out' }
    if (next.status === 'signed-in') signedOut.current = false
    update(() => setState((current) => (sameState(current, next) ? current : next)))
    return next
  }, [])

  const establish = useCallback(() => readAndShow((change) => change()), [readAndShow])

  // The page's own read, as it starts, usually finds who the server found. When it does, nothing renders again;
  // when not, the change comes as a transition: it would otherwise make React hydrate every part of the page
  // still waiting, at once and in one task, to pass the new state down, and a tap then would wait for all of it.
  useEffect(() => {
    void readAndShow(startTransition)
  }, [readAndShow])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (signedOut.current) return
      setState({ status: 'signed-out' })
      forgetReadData()
      navigate(loginReturningTo(location.pathname, location.search))
    })
  }, [navigate, location.pathname, location.search])

  const signOut = useCallback(async () => {
    signedOut.current = true
    signOuts.current += 1
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
