import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { accessToken } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { LoginPage } from './login-page.tsx'
import { loginReturningTo } from './return-to.ts'

// The login form against a real HTTP server standing in for Better Auth and the API: nobody is signed in until
// the form's sign-in succeeds.

const api = serveApi()
beforeEach(() => {
  api.answer('GET', '/api/auth/get-session', { body: null })
  api.answer('GET', '/api/sign-in-options', { body: { google: false, oidc: null } })
})
const openLogin = (from?: string) =>
  renderPage(
    [
      { path: paths.login, element: <LoginPage /> },
      { path: '*', element: <p>Page after login</p> },
    ],
    from ? loginReturningTo(from) : paths.login,
  )

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }))
const signInRequests = () => api.requestsTo('POST', '/api/auth/sign-in/email')

describe('LoginPage', () => {
  it('asks for the e-mail and the password before sending anything', async () => {
    openLogin()
    submit()
    await waitFor(() => expect(fieldError('Email')).toBe('Email is required'))
    expect(fieldError('Password')).toBe('Password is required')
    expect(signInRequests()).toHaveLength(0)
  })

  it('refuses an e-mail that is no address and a password shorter than 6 characters', async () => {
    openLogin()
    fill('Email', 'lena@')
    fill('Password', 'abc12')
    submit()
    await waitFor(() => expect(fieldError('Email')).toBe('Please enter a valid email address'))
    expect(fieldError('Password')).toBe('Password must be at least 6 characters')
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(signInRequests()).toHaveLength(0)
  })

  it('sends the trimmed e-mail and the password, then goes back where the visitor came from', async () => {
    api.answer('POST', '/api/auth/sign-in/email', () => {
      answerSignedIn(api)
      return { body: { redirect: false, token: 'session-token' } }
    })
    const router = openLogin('/dashboard/wishlist')
    fill('Email', '  user@example.com ')
    fill('Password', 'demo1234')
    submit()
    expect(await screen.findByText('Page after login')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/wishlist')
    expect(api.jsonSentTo('POST', '/api/auth/sign-in/email')).toEqual({
      email: 'user@example.com',
      password: 'demo1234',
    })
    expect(accessToken.get()).not.toBeNull()
  })

  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 'Incorrect password.'],
    ['USER_NOT_FOUND', 'No account found with this email.'],
    ['SOMETHING_ELSE', 'Login failed. Try again.'],
  ])('says what went wrong when the server answers %s, and stays', async (code, message) => {
    api.answer('POST', '/api/auth/sign-in/email', { status: 401, body: { code, message: 'Refused' } })
    const router = openLogin()
    fill('Email', 'user@example.com')
    fill('Password', 'wrong-password')
    submit()
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert')
    expect(router.state.location.pathname).toBe(paths.login)
  })

  it('goes on to the two-factor step when the account asks for a code, keeping where to return', async () => {
    api.answer('POST', '/api/auth/sign-in/email', {
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
    })
    const router = openLogin('/dashboard/wishlist')
    fill('Email', 'user@example.com')
    fill('Password', 'demo1234')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.loginTwoFactor))
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ from: '/dashboard/wishlist' })}`)
    expect(accessToken.get()).toBeNull()
  })

  it('sends a role that must set up two-factor (the API refuses it until then) to do that first', async () => {
    api.answer('POST', '/api/auth/sign-in/email', () => {
      answerSignedIn(api, LENA, 'admin')
      api.answer('GET', `/api/users/role/${encodeURIComponent(LENA.email)}`, {
        status: 403,
        body: { error: { code: 'two_factor_required', message: 'Set up an authenticator app first.' } },
      })
      return { body: { redirect: false, token: 'session-token' } }
    })
    const router = openLogin('/dashboard')
    fill('Email', LENA.email)
    fill('Password', 'demo1234')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.twoFactorSetup))
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ from: '/dashboard' })}`)
  })
})
