import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { MyDataSection } from './my-data-section.tsx'

// Deleting one's account confirmed by the password, or by a code of the authenticator app when two-factor is on.

const api = serveApi()
const open = (twoFactorEnabled: boolean) => {
  answerSignedIn(api)
  renderPage([{ path: '/', element: <MyDataSection twoFactorEnabled={twoFactorEnabled} /> }], '/')
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
