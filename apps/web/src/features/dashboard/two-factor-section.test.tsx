import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessToken } from '../../lib/api-client.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { action } from '../../routes/dashboard.profile.tsx'
import { betterAuthError, serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchOwnRecord } from '../auth/sign-in-api.ts'
import { TwoFactorSection } from './two-factor-section.tsx'

// The profile's two-factor sign-in against a real HTTP server standing in for Better Auth and the API; each step
// of setting it up posts to the profile route's action, and so does turning it off, which asks first.

const api = serveApi()
afterEach(closeDialog)
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

// The section as the profile shows it: whether two-factor is on is the own record's, read again after each post.
const open = () =>
  renderPage(
    [
      screenRoute(
        '/',
        ({ read }) => 'data' in read && <TwoFactorSection twoFactorEnabled={read.data.twoFactorEnabled} />,
        fetchOwnRecord,
        { action: routeModuleAction(action) },
      ),
    ],
    '/',
  )

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
    // The page reads its data again after the refusal: the button says so until it is done.
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }))

    const codes = await screen.findByRole('list', { name: 'Backup codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES)
    await waitFor(() => expect(accessToken.get()).toBe('token-after-two-factor'))
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

  it('turns it off with the password once the person confirms, and says so', async () => {
    answerSignedIn(api)
    answerOwnRecord(true)
    api.answer(
      'POST',
      '/api/auth/two-factor/disable',
      betterAuthError(400, 'INVALID_PASSWORD', 'Invalid password'),
    )
    open()
    await screen.findByLabelText('Your password')
    fill('Your password', 'not-it')
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Turn it off' }))
    await waitFor(() => expect(fieldError('Your password')).toBe('That is not your password.'))

    // Better Auth puts a new session in place of this one: the page trades it for a new access-token.
    api.answer('POST', '/api/auth/two-factor/disable', () => {
      api.answer('POST', '/api/jwt', { body: { token: 'token-after-two-factor-off' } })
      answerOwnRecord(false)
      return { body: { status: true } }
    })
    // The page reads its data again after the refusal too: the button says so until it is done.
    const turnOff = await screen.findByRole('button', { name: 'Turn off two-factor sign-in' })
    fill('Your password', 'demo1234')
    fireEvent.click(turnOff)
    expect(await screen.findByText('Turn off two-factor sign-in?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Turn it off' }))
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy()
    expect(
      api.requestsTo('POST', '/api/auth/two-factor/disable').map((sent) => JSON.parse(sent.body)),
    ).toEqual([{ password: 'not-it' }, { password: 'demo1234' }])
    await waitFor(() => expect(accessToken.get()).toBe('token-after-two-factor-off'))
  })
})
