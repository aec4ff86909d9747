import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accessToken } from '../../lib/api-client.ts'
import { betterAuthError, serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

// The profile's two-factor sign-in against a real HTTP server standing in for Better Auth and the API.

const api = serveApi()
const TOTP_URI = 'otpauth://totp/Keyhaven:user%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Keyhaven'
const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`)

const answerOwnRecord = (twoFactorEnabled: boolean) =>
  api.answer('GET', '/api/users/me', {
    body: {
      _id: LENA.id,
      uid: LENA.id,
      name: LENA.name,
      email: LENA.email,
      photoURL: null,
      role: 'user',
      created_at: '2026-01-01T00:00:00.000Z',
      last_log_in: null,
      twoFactorEnabled,
    },
  })

const open = () => renderPage([{ path: '/', element: <TwoFactorSection /> }], '/')

describe('TwoFactorSection', () => {
  it('sets up: password, QR code and key, the first code, then the backup codes shown once', async () => {
    answerSignedIn(api)
    answerOwnRecord(false)
    api.answer('POST', '/api/auth/two-factor/enable', {
      body: { totpURI: TOTP_URI, backupCodes: BACKUP_CODES },
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }))
    // The setup steps are a chunk of their own.
    await screen.findByLabelText('Your password')
    fill('Your password', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }))

    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeTruthy()
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/two-factor/enable')).toEqual({ password: 'demo1234' })

    fill('Code from your app', '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }))
    await waitFor(() =>
      expect(fieldError('Code from your app')).toBe('Enter the 6-digit code from your authenticator app'),
    )
    // Better Auth puts a new session in place of this one: the page trades it for a new access-token.
    api.answer('POST', '/api/auth/two-factor/verify-totp', () => {
      api.answer('POST', '/api/jwt', { body: { token: 'token-after-two-factor' } })
      answerOwnRecord(true)
      return { body: { token: 'new-session' } }
    })
    fill('Code from your app', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }))

    const codes = await screen.findByRole('list', { name: 'Backup codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES)
    expect(accessToken.get()).toBe('token-after-two-factor')
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }))
    expect(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull()
  })

  it('says a wrong password beside the field', async () => {
    answerSignedIn(api)
    answerOwnRecord(false)
    api.answer(
      'POST',
      '/api/auth/two-factor/enable',
      betterAuthError(400, 'INVALID_PASSWORD', 'Invalid password'),
    )
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }))
    // The setup steps are a chunk of their own.
    await screen.findByLabelText('Your password')
    fill('Your password', 'not-it')
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }))
    await waitFor(() => expect(fieldError('Your password')).toBe('That is not your password.'))
  })
})
