import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { action } from '../../routes/dashboard.profile.tsx'
import { betterAuthError, serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, pageSignInOptions, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fakeWebAuthn, passkeysWorkHere } from '../../test/web-authn.ts'
import { fetchPasskeys } from '../account/api.ts'
import { PasskeysSection } from './passkeys-section.tsx'

// The profile's passkeys against a real HTTP server standing in for Better Auth's passkey plugin, and a stand-in
// for the browser's passkey dialog; deleting one and the proof before adding one post to the profile's action,
// and the page reads the list again after each.

const api = serveApi()
afterEach(closeDialog)

const LAPTOP = {
  id: 'passkey-1',
  name: 'My laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  deviceType: 'singleDevice',
  backedUp: false,
}

const open = (twoFactorEnabled = false) => {
  answerSignedIn(api)
  renderPage(
    [
      screenRoute(
        '/',
        ({ read }) => <PasskeysSection twoFactorEnabled={twoFactorEnabled} read={read} />,
        fetchPasskeys,
        { action: routeModuleAction(action) },
      ),
    ],
    '/',
  )
}
const PROVED = { body: { validUntil: '2026-11-20T10:05:00.000Z' } }
const region = () => screen.getByRole('region', { name: 'Passkeys' })

describe('PasskeysSection', () => {
  it('lists the passkeys by name and date added, and says when there are none', async () => {
    passkeysWorkHere()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', {
      body: [LAPTOP, { ...LAPTOP, id: 'passkey-2', name: null, createdAt: '2026-11-21T10:00:00.000Z' }],
    })
    open()
    const list = await screen.findByRole('list', { name: 'Your passkeys' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Unnamed passkey'), expect.stringContaining('My laptop')])
    expect(within(list).getAllByText(/^Added /)).toHaveLength(2)
  })

  it('shows that there are none yet', async () => {
    passkeysWorkHere()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    open()
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy()
  })

  it('says when the list could not be loaded, and tries again', async () => {
    passkeysWorkHere()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', betterAuthError(500, 'INTERNAL', 'Broken'))
    open()
    expect(await screen.findByText('We could not load your passkeys.')).toBeTruthy()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [LAPTOP] })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('My laptop')).toBeTruthy()
  })

  it('deletes a passkey only once the person confirms', async () => {
    passkeysWorkHere()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [LAPTOP] })
    api.answer('POST', '/api/auth/passkey/delete-passkey', () => {
      api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
      return { body: { status: true } }
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passkey My laptop' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('POST', '/api/auth/passkey/delete-passkey')).toHaveLength(0)

    const deleteButton = screen.getByRole('button', { name: 'Delete passkey My laptop' }) as HTMLButtonElement
    // The page reads its data again after the question too: the button waits for it.
    await waitFor(() => expect(deleteButton.disabled).toBe(false))
    fireEvent.click(deleteButton)
    expect(await screen.findByText('Delete the passkey "My laptop"?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete passkey' }))
    expect(await within(region()).findByText('You have no passkeys yet.')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/auth/passkey/delete-passkey')).toEqual({ id: 'passkey-1' })
  })

  it("adds a passkey of this device with the name given, through the browser's passkey dialog", async () => {
    passkeysWorkHere()
    const webAuthn = fakeWebAuthn()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    api.answer('GET', '/api/auth/passkey/generate-register-options', {
      body: {
        challenge: 'Y2hhbGxlbmdl',
        rp: { name: 'Keyhaven', id: 'localhost' },
        user: { id: 'dXNlcg', name: 'user@example.com', displayName: 'user@example.com' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    })
    api.answer('POST', '/api/auth/passkey/verify-registration', () => {
      api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [LAPTOP] })
      return { body: LAPTOP }
    })
    api.answer('POST', '/api/me/identity-proof', PROVED)
    open()
    await within(await screen.findByRole('form', { name: 'Add a passkey' })).findByRole('button')
    fill('Name of the new passkey (optional)', 'My laptop')
    fill('Your password', 'my-password-1')
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toBeTruthy()
    expect(await screen.findByText('Passkey added. You can sign in with it from now on.')).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/me/identity-proof')).toEqual({ password: 'my-password-1' })
    expect(webAuthn.create).toHaveBeenCalledOnce()
    expect(api.jsonSentTo('POST', '/api/auth/passkey/verify-registration')).toMatchObject({
      name: 'My laptop',
      response: { id: 'Y3JlZA', type: 'public-key' },
    })
  })

  it('says so when the person closes the dialog, and sends nothing', async () => {
    passkeysWorkHere()
    fakeWebAuthn().create.mockRejectedValue(
      new DOMException('The operation was cancelled.', 'NotAllowedError'),
    )
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    api.answer('GET', '/api/auth/passkey/generate-register-options', {
      body: {
        challenge: 'Y2hhbGxlbmdl',
        rp: { name: 'Keyhaven', id: 'localhost' },
        user: { id: 'dXNlcg', name: 'user@example.com', displayName: 'user@example.com' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      },
    })
    api.answer('POST', '/api/me/identity-proof', PROVED)
    open()
    await screen.findByRole('button', { name: 'Add a passkey' })
    fill('Your password', 'my-password-1')
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByText('No passkey was added: the dialog was closed or timed out.')).toBeTruthy()
    expect(api.requestsTo('POST', '/api/auth/passkey/verify-registration')).toHaveLength(0)
  })

  it('asks for the password first, and opens no passkey dialog without it', async () => {
    passkeysWorkHere()
    const webAuthn = fakeWebAuthn()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(fieldError('Your password')).toBe('enter your password to add a passkey'))
    expect(api.requestsTo('POST', '/api/me/identity-proof')).toHaveLength(0)
    expect(api.requestsTo('GET', '/api/auth/passkey/generate-register-options')).toHaveLength(0)
    expect(webAuthn.create).not.toHaveBeenCalled()
  })

  it('with two-factor on, takes a code of the authenticator app instead', async () => {
    passkeysWorkHere()
    fakeWebAuthn()
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    api.answer('POST', '/api/me/identity-proof', {
      status: 400,
      body: { error: { code: 'X', message: 'no' } },
    })
    open(true)
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use a code from your authenticator app instead' }),
    )
    fill('Code from your authenticator app', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(api.jsonSentTo('POST', '/api/me/identity-proof')).toEqual({ code: '123456' }))
  })

  it('offers no adding in a browser without passkeys, and says why', async () => {
    pageSignInOptions({ google: false, oidc: null, passkeyOrigin: window.location.origin })
    api.answer('GET', '/api/auth/passkey/list-user-passkeys', { body: [] })
    open()
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })
})
