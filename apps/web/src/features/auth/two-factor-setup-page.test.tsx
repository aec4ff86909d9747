import { fireEvent, screen } from '@testing-library/react'
import type { ActionFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '../../lib/paths.ts'
import { action } from '../../routes/two-factor-setup.tsx'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { withReturnTo } from './return-to.ts'
import { TwoFactorSetupPage } from './two-factor-setup-page.tsx'

// Where REQUIRE_2FA_FOR sends a role that has not set up two-factor: the API refuses it everything else.

const api = serveApi()

describe('TwoFactorSetupPage', () => {
  it('says why, sets two-factor up, shows the backup codes, then goes where the person was going', async () => {
    answerSignedIn(api, LENA, 'admin')
    api.answer('GET', `/api/users/role/${encodeURIComponent(LENA.email)}`, {
      status: 403,
      body: { error: { code: 'two_factor_required', message: 'Set up an authenticator app first.' } },
    })
    api.answer('POST', '/api/auth/two-factor/enable', {
      body: { totpURI: 'otpauth://totp/Keyhaven:x?secret=JBSWY3DPEHPK3PXP', backupCodes: ['aaaaa-bbbbb'] },
    })
    api.answer('POST', '/api/auth/two-factor/verify-totp', () => {
      api.answer('GET', `/api/users/role/${encodeURIComponent(LENA.email)}`, { body: { role: 'admin' } })
      return { body: { token: 'new-session' } }
    })
    const router = renderPage(
      [
        {
          path: paths.twoFactorSetup,
          element: <TwoFactorSetupPage />,
          action: routeAction((request, context) =>
            action({ request, context, params: {}, pattern: paths.twoFactorSetup } as ActionFunctionArgs),
          ),
        },
        { path: '*', element: <p>Page after setup</p> },
      ],
      withReturnTo(paths.twoFactorSetup, '/dashboard/manageUser'),
    )
    expect(
      await screen.findByText(
        'Your account must sign in with a code from an authenticator app. Set it up to continue.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out instead' })).toBeTruthy()

    // The setup steps are a chunk of their own; each posts to the page's action.
    await screen.findByLabelText('Your password')
    fill('Your password', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }))
    await screen.findByLabelText('Code from your app')
    fill('Code from your app', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }))
    expect(await screen.findByText('aaaaa-bbbbb')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }))
    expect(await screen.findByText('Page after setup')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/manageUser')
  })
})
