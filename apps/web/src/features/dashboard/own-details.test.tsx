import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { action } from '../../routes/dashboard.profile.tsx'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { OwnDetails } from './own-details.tsx'

// Lena's own details on her profile, against a real HTTP server standing in for Better Auth; each form posts to
// the profile's action, which checks it with the contract and answers each problem beside its field.

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api)
  // The section reads nothing of its own: the name comes with the own record.
  renderPage(
    [
      screenRoute(
        '/',
        () => <OwnDetails name={LENA.name} />,
        async () => null,
        {
          action: routeModuleAction(action),
        },
      ),
    ],
    '/',
  )
})

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const name = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement

describe('OwnDetails', () => {
  it('saves a new name, and says so', async () => {
    api.answer('POST', '/api/auth/update-user', { body: { status: true } })
    await waitFor(() => expect(name().value).toBe(LENA.name))
    fill('Name', 'Lena Parker')
    click('Save name and photo')
    expect(await screen.findByText('Your details are saved.')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/update-user')).toEqual({ name: 'Lena Parker' })
  })

  it('refuses an empty name beside the field, and sends nothing', async () => {
    await waitFor(() => expect(name().value).toBe(LENA.name))
    fill('Name', '  ')
    click('Save name and photo')
    await waitFor(() => expect(fieldError('Name')).toBe('Name is required'))
    expect(api.requestsTo('POST', '/api/auth/update-user')).toHaveLength(0)
  })

  it('changes the password once the new one is typed twice alike', async () => {
    api.answer('POST', '/api/auth/change-password', { body: { token: null } })
    await screen.findByLabelText('Current password')
    fill('Current password', 'old-password')
    fill('New password', 'new-password-1')
    fill('Repeat the new password', 'new-password-2')
    click('Change password')
    await waitFor(() => expect(fieldError('Repeat the new password')).toBe('The passwords do not match'))
    expect(api.requestsTo('POST', '/api/auth/change-password')).toHaveLength(0)
    // A hydrated page's fields keep what was typed: only the repeat is corrected.
    fill('Repeat the new password', 'new-password-1')
    click('Change password')
    expect(
      await screen.findByText('Your password is changed. Every other session has been signed out.'),
    ).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/change-password')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      removePasskeys: false,
    })
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    )
  })

  it('sends a confirmation link to a new address, which it names', async () => {
    api.answer('POST', '/api/auth/change-email', { body: { status: true } })
    await screen.findByLabelText('New e-mail address')
    fill('New e-mail address', 'not-an-address')
    click('Send confirmation link')
    await waitFor(() => expect(fieldError('New e-mail address')).toBe('Please enter a valid email address'))
    fill('New e-mail address', 'Lena.New@Example.com')
    click('Send confirmation link')
    expect(
      await screen.findByText(
        'We sent a confirmation link to lena.new@example.com. Your address changes when you open it (within an hour).',
      ),
    ).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/change-email')).toEqual({
      newEmail: 'lena.new@example.com',
      callbackURL: `${dashboardPaths.myProfile}?email=changed`,
    })
  })
})
