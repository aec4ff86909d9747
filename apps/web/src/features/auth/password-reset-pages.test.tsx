import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { paths } from '../../lib/paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { resetPasswordAction } from './auth-actions.server.ts'
import { ResetPasswordPage } from './password-reset-pages.tsx'

// Choosing a new password from a reset link, against a real HTTP server standing in for Better Auth.

const api = serveApi()
beforeEach(() => {
  api.answer('GET', '/api/auth/get-session', { body: null })
  api.answer('POST', '/api/auth/reset-password', { body: { status: true } })
})
const openLink = () =>
  renderPage(
    [
      {
        path: paths.resetPassword,
        element: <ResetPasswordPage />,
        action: routeAction(resetPasswordAction),
      },
      { path: paths.login, element: <p>Login page</p> },
    ],
    `${paths.resetPassword}?token=reset-token`,
  )

describe('ResetPasswordPage', () => {
  it.each([
    ['keeps the passkeys unless asked', false],
    ['removes the passkeys when asked', true],
  ])('%s', async (_, removePasskeys) => {
    openLink()
    fill('New password', 'another-horse-43')
    fill('Repeat the new password', 'another-horse-43')
    const remove = screen.getByRole('checkbox', {
      name: 'Also remove my passkeys (add them again afterwards)',
    })
    if (removePasskeys) fireEvent.click(remove)
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('Login page')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/reset-password')).toEqual({
      token: 'reset-token',
      newPassword: 'another-horse-43',
      removePasskeys,
    })
  })
})
