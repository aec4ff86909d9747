import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessToken, apiRequest, setApiTransport } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { useAuth } from './auth-context.tsx'

// The session the whole app reads, against a real HTTP server standing in for Better Auth and the API.

const api = serveApi()
/** Says what the provider holds, and offers what a signed-in page does with it. */
function WhoIsThere() {
  const { state, signOut } = useAuth()
  if (state.status === 'loading') return <p>Checking the session...</p>
  if (state.status === 'signed-out') return <p>Nobody is signed in</p>
  return (
    <>
      <p>
        Signed in as {state.user.name} ({state.role})
      </p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button
        type="button"
        onClick={() => void apiRequest('/wishlist', { schema: z.array(z.unknown()) }).catch(() => {})}
      >
        Open the wishlist
      </button>
    </>
  )
}

const openAt = (path: string) =>
  renderPage(
    [
      { path: paths.home, element: <p>Home page</p> },
      { path: paths.login, element: <p>Login page</p> },
      { path: '/dashboard', element: <WhoIsThere /> },
    ],
    path,
  )

describe('AuthProvider', () => {
  it('is signed out when the server has no session, and holds no token', async () => {
    api.answer('GET', '/api/auth/get-session', { body: null })
    openAt('/dashboard')
    expect(screen.getByText('Checking the session...')).toBeTruthy()
    expect(await screen.findByText('Nobody is signed in')).toBeTruthy()
    expect(accessToken.get()).toBeNull()
    expect(api.received.map((request) => request.url)).toEqual(['/api/auth/get-session'])
  })

  it('is signed out when the session cannot be read', async () => {
    api.answer('GET', '/api/auth/get-session', {
      status: 500,
      body: { error: { code: 'internal', message: 'Down' } },
    })
    openAt('/dashboard')
    expect(await screen.findByText('Nobody is signed in')).toBeTruthy()
  })

  it('signs in after the session answer: trades it for the access-token and loads the role', async () => {
    answerSignedIn(api, LENA, 'agent')
    openAt('/dashboard')
    expect(await screen.findByText('Signed in as Lena Park (agent)')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/jwt')).toEqual({ email: LENA.email })
    expect(accessToken.get()).toBe(`token-of-${LENA.id}`)
    const roleRequest = api.received.find((request) => request.url.startsWith('/api/users/role/'))
    expect(roleRequest?.headers.authorization).toBe(`Bearer token-of-${LENA.id}`)
  })

  it('signs out: ends the session on the server, forgets the token and goes home', async () => {
    answerSignedIn(api)
    api.answer('POST', '/api/auth/sign-out', { body: { success: true } })
    const router = openAt('/dashboard')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('Home page')).toBeTruthy()
    expect(router.state.location.pathname).toBe(paths.home)
    expect(api.jsonSentTo('POST', '/api/auth/sign-out')).toEqual({})
    expect(accessToken.get()).toBeNull()
  })

  it('stays home after signing out when a request of the ended session answers 401 late', async () => {
    answerSignedIn(api)
    api.answer('POST', '/api/auth/sign-out', { body: { success: true } })
    api.answer('GET', '/api/wishlist', {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'No' } },
    })
    // A page's request sent with the session's token, whose answer comes only after the sign-out.
    let answerLate = () => {}
    const late = new Promise<void>((resolve) => {
      answerLate = resolve
    })
    setApiTransport(async (url, init) => {
      if (url.includes('/wishlist')) await late
      return fetch(url, init)
    })
    try {
      const router = openAt('/dashboard')
      const signOutButton = await screen.findByRole('button', { name: 'Sign out' })
      const pending = apiRequest('/wishlist', { schema: z.array(z.unknown()) })
      fireEvent.click(signOutButton)
      expect(await screen.findByText('Home page')).toBeTruthy()
      answerLate()
      await expect(pending).rejects.toThrow()
      expect(router.state.location.pathname).toBe(paths.home)
      expect(screen.getByText('Home page')).toBeTruthy()
    } finally {
      setApiTransport((url, init) => fetch(url, init))
    }
  })

  it('signs out and asks for a login, remembering the page, when the server stops taking the token', async () => {
    answerSignedIn(api)
    api.answer('GET', '/api/wishlist', {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'No' } },
    })
    const router = openAt('/dashboard?tab=offers')
    fireEvent.click(await screen.findByRole('button', { name: 'Open the wishlist' }))
    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ from: '/dashboard?tab=offers' })}`)
    expect(accessToken.get()).toBeNull()
  })
})
