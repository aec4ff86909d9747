import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { accessToken } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { betterAuthError, serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, pageSignInOptions, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { fakeWebAuthn, passkeysWorkHere } from '../../test/web-authn.ts'
import { signInAction } from './auth-actions.server.ts'
import { LoginPage } from './login-page.tsx'
import { loginReturningTo } from './return-to.ts'

// The login form against a real HTTP server standing in for Better Auth and the API: nobody is signed in until
// the form's sign-in succeeds.

const api = serveApi()
beforeEach(() => {
  api.answer('GET', '/api/auth/get-session', { body: null })
  pageSignInOptions({ google: false, oidc: null, passkeyOrigin: null })
})
const openLogin = (from?: string) =>
  renderPage(
    [
      { path: paths.login, element: <LoginPage />, action: routeAction(signInAction) },
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

  it.each([
    ['/allProperties', 'Sign in to see every listing.'],
    ['/property-details/7b1f0c3e-0000-4000-8000-000000000001', "Sign in to see this home's details."],
    ['/dashboard/wishlist', 'Sign in to open your dashboard.'],
  ])('tells a visitor sent from %s why they must sign in', async (from, reason) => {
    openLogin(from)
    expect((await screen.findByText(reason)).getAttribute('role')).toBe('status')
  })

  it('gives no reason to a visitor who came to sign in of their own accord', async () => {
    openLogin()
    await screen.findByRole('button', { name: 'Login' })
    expect(screen.queryByText(/^Sign in to /)).toBeNull()
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
    api.answer('POST', '/api/auth/sign-in/email', betterAuthError(401, code, 'Refused'))
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

describe('signing in with a passkey', () => {
  const passkeyButton = () => screen.queryByRole('button', { name: 'Sign in with a passkey' })
  const answerChallenge = () =>
    api.answer('GET', '/api/auth/passkey/generate-authenticate-options', {
      body: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'preferred' },
    })

  it.each([
    ['a browser without passkeys', () => passkeysWorkHere()],
    [
      'a page opened at another address than the passkeys’',
      () => {
        fakeWebAuthn()
        pageSignInOptions({ google: false, oidc: null, passkeyOrigin: 'http://localhost:3000' })
      },
    ],
  ])('is not offered in %s', async (_, arrange) => {
    arrange()
    openLogin()
    // The server's sign-in options have arrived: the social buttons say what is available.
    await screen.findByText('Google sign-in is not available on this server.')
    expect(passkeyButton()).toBeNull()
  })

  it('signs in with the passkey and goes back where the visitor came from', async () => {
    passkeysWorkHere()
    answerChallenge()
    const webAuthn = fakeWebAuthn()
    api.answer('POST', '/api/auth/passkey/verify-authentication', () => {
      answerSignedIn(api)
      return { body: { session: {}, user: {} } }
    })
    const router = openLogin('/dashboard/wishlist')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByText('Page after login')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/wishlist')
    expect(webAuthn.get).toHaveBeenCalledOnce()
    expect(api.jsonSentTo('POST', '/api/auth/passkey/verify-authentication')).toMatchObject({
      response: { id: 'Y3JlZA', type: 'public-key' },
    })
    expect(accessToken.get()).not.toBeNull()
  })

  it('says so when the person cancels or the device has no passkey, and stays', async () => {
    passkeysWorkHere()
    answerChallenge()
    fakeWebAuthn().get.mockRejectedValue(
      new DOMException('The operation was not allowed.', 'NotAllowedError'),
    )
    const router = openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    const alert = await screen.findByText(/^No passkey was used/)
    expect(alert.textContent).toBe(
      'No passkey was used: the sign-in was cancelled, or this device has no passkey for Keyhaven. Try again, or sign in with your password.',
    )
    expect(alert.getAttribute('role')).toBe('alert')
    expect(router.state.location.pathname).toBe(paths.login)
    expect(api.requestsTo('POST', '/api/auth/passkey/verify-authentication')).toHaveLength(0)
  })

  it('says so when the passkey is no longer on any account', async () => {
    passkeysWorkHere()
    answerChallenge()
    fakeWebAuthn()
    api.answer(
      'POST',
      '/api/auth/passkey/verify-authentication',
      betterAuthError(401, 'PASSKEY_NOT_FOUND', 'Passkey not found'),
    )
    openLogin()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(
      await screen.findByText(
        'This passkey is not on any Keyhaven account (it may have been deleted). Sign in with your password.',
      ),
    ).toBeTruthy()
  })
})
