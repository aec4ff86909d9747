import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { accessToken } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { betterAuthError, serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { secondFactorAction } from './auth-actions.server.ts'
import { withReturnTo } from './return-to.ts'
import { TwoFactorSignInPage } from './two-factor-sign-in-page.tsx'

// The second step of a sign-in with two-factor on, against a real HTTP server standing in for Better Auth.

const api = serveApi()
beforeEach(() => {
  api.answer('GET', '/api/auth/get-session', { body: null })
})
const openStep = () =>
  renderPage(
    [
      {
        path: paths.loginTwoFactor,
        element: <TwoFactorSignInPage />,
        action: routeAction(secondFactorAction),
      },
      { path: '*', element: <p>Page after login</p> },
    ],
    withReturnTo(paths.loginTwoFactor, '/dashboard/wishlist'),
  )
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }))

describe('TwoFactorSignInPage', () => {
  it('asks for the 6 digits before sending anything', async () => {
    openStep()
    fill('Authentication code', '12a')
    verify()
    await waitFor(() =>
      expect(fieldError('Authentication code')).toBe('Enter the 6-digit code from your authenticator app'),
    )
    expect(api.requestsTo('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(0)
  })

  it("sends the app's code, then signs in and goes back where the visitor was going", async () => {
    api.answer('POST', '/api/auth/two-factor/verify-totp', () => {
      answerSignedIn(api)
      return { body: { token: 'session-token' } }
    })
    const router = openStep()
    fill('Authentication code', ' 123456 ')
    verify()
    expect(await screen.findByText('Page after login')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/wishlist')
    expect(api.jsonSentTo('POST', '/api/auth/two-factor/verify-totp')).toEqual({ code: '123456' })
    expect(accessToken.get()).not.toBeNull()
  })

  it('takes a backup code instead, sent to its own endpoint', async () => {
    api.answer(
      'POST',
      '/api/auth/two-factor/verify-backup-code',
      betterAuthError(401, 'INVALID_BACKUP_CODE', 'Invalid backup code'),
    )
    openStep()
    fireEvent.click(screen.getByRole('link', { name: 'Use a backup code instead' }))
    await screen.findByLabelText('Backup code')
    fill('Backup code', 'abcde-fghij')
    verify()
    expect(
      (await screen.findByText('That backup code is not right, or it has been used already.')).getAttribute(
        'role',
      ),
    ).toBe('alert')
    expect(api.jsonSentTo('POST', '/api/auth/two-factor/verify-backup-code')).toEqual({ code: 'abcde-fghij' })
  })

  it('says a wrong code is wrong, and a spent sign-in starts again at the password', async () => {
    api.answer(
      'POST',
      '/api/auth/two-factor/verify-totp',
      betterAuthError(401, 'INVALID_CODE', 'Invalid code'),
    )
    openStep()
    fill('Authentication code', '000000')
    verify()
    expect(
      await screen.findByText('That code is not right. Enter the code your authenticator app shows now.'),
    ).toBeTruthy()
    api.answer(
      'POST',
      '/api/auth/two-factor/verify-totp',
      betterAuthError(401, 'INVALID_TWO_FACTOR_COOKIE', 'Invalid two factor cookie'),
    )
    verify()
    expect(
      await screen.findByText('This sign-in has expired. Go back to login and enter your password again.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      `${paths.login}?${new URLSearchParams({ from: '/dashboard/wishlist' })}`,
    )
  })
})
