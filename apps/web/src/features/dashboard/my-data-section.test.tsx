import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { action } from '../../routes/dashboard.profile.tsx'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { MyDataSection } from './my-data-section.tsx'

// Deleting one's account confirmed by the password, or by a code of the authenticator app when two-factor is on;
// the form posts to the profile's action, which asks first.

const api = serveApi()
afterEach(closeDialog)
const open = (twoFactorEnabled: boolean) => {
  answerSignedIn(api)
  // The section reads nothing of its own.
  return renderPage(
    [
      screenRoute(
        '/',
        () => <MyDataSection twoFactorEnabled={twoFactorEnabled} />,
        async () => null,
        {
          action: routeModuleAction(action),
        },
      ),
    ],
    '/',
  )
}
const deleteAndConfirm = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }))
}

describe('MyDataSection', () => {
  it('offers no code without two-factor', async () => {
    open(false)
    expect(await screen.findByLabelText('Your password')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /authenticator app instead/ })).toBeNull()
  })

  it('asks for the password before asking anything else', async () => {
    open(false)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    await waitFor(() =>
      expect(fieldError('Your password')).toBe('enter your password to delete your account'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0)
  })

  it('deletes nothing until the person says yes', async () => {
    open(false)
    await screen.findByLabelText('Your password')
    fill('Your password', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByText('Delete your account?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0)
  })

  it('deletes the account with the password, then leaves for the home page signed out', async () => {
    api.answer('DELETE', '/api/me', { body: { deletedCount: 1 } })
    api.answer('POST', '/api/auth/sign-out', { body: { success: true } })
    const router = open(false)
    await screen.findByLabelText('Your password')
    fill('Your password', 'demo1234')
    await deleteAndConfirm()
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(api.jsonSentTo('DELETE', '/api/me')).toEqual({ password: 'demo1234' })
    await waitFor(() => expect(api.requestsTo('POST', '/api/auth/sign-out')).toHaveLength(1))
  })

  it('with two-factor on, sends a code instead of the password, and shows the refusal beside it', async () => {
    api.answer('DELETE', '/api/me', {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'code: is not the current code of your authenticator app',
          field: 'code',
        },
      },
    })
    open(true)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use a code from your authenticator app instead' }),
    )
    fill('Code from your authenticator app', '311474')
    await deleteAndConfirm()
    await waitFor(() =>
      expect(fieldError('Code from your authenticator app')).toBe(
        'is not the current code of your authenticator app',
      ),
    )
    expect(api.jsonSentTo('DELETE', '/api/me')).toEqual({ code: '311474' })
  })
})
