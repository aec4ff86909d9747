import type { UserRecord } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchUsers } from './api.ts'
import { ManageUsersPage } from './manage-users-page.tsx'
import { manageUsersAction } from './user-actions.server.ts'

// An admin's Manage Users against a real HTTP server standing in for the API: the route's loader reads the URL's
// search and page; each step on a person posts to the route's action, run beside the page as the server runs
// it, which asks first and sends only on a yes.

const api = serveApi()
afterEach(closeDialog)

const pat: UserRecord = {
  _id: 'user-pat',
  uid: 'user-pat',
  name: 'Pat Jones',
  email: 'pat@example.com',
  photoURL: null,
  role: 'user',
  created_at: '2026-11-01T10:00:00.000Z',
  last_log_in: null,
  twoFactorEnabled: false,
}

beforeEach(() => {
  answerSignedIn(api, LENA, 'admin')
  api.answer('GET', '/api/users', { body: [pat], headers: { 'X-Total-Count': '1' } })
  router = renderPage(
    [
      screenRoute(
        '/dashboard/manageUser',
        ManageUsersPage,
        (url) => fetchUsers(url.searchParams.get('search') ?? '', 1),
        { action: routeAction(manageUsersAction) },
      ),
    ],
    '/dashboard/manageUser',
  )
})

let router: ReturnType<typeof renderPage>

const row = async () => (await screen.findByText('pat@example.com')).closest('tr') as HTMLElement

describe('Manage Users', () => {
  it('puts the typed search in the URL, whose loader reads the people it finds', async () => {
    await row()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }), {
      target: { value: 'pat' },
    })
    await waitFor(() => expect(router.state.location.search).toBe('?search=pat'))
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/users').some((request) => request.url.includes('search=pat'))).toBe(
        true,
      ),
    )
    expect(await screen.findByText('1 user matching pat')).toBeTruthy()
  })

  it('makes a person an agent once the question is answered yes', async () => {
    const changed = `/api/users/make-agent/${encodeURIComponent(pat.email)}`
    api.answer('PATCH', changed, { body: { modifiedCount: 1 } })
    fireEvent.click(within(await row()).getByRole('button', { name: 'Make Agent' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Make Pat Jones an agent?')
    expect(asked.textContent).toContain('Agents list properties and decide on offers.')
    expect(api.requestsTo('PATCH', changed)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(api.requestsTo('PATCH', changed)).toHaveLength(1))
  })

  it('deletes nobody when the question is cancelled', async () => {
    fireEvent.click(within(await row()).getByRole('button', { name: 'Delete Pat Jones' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('pat@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('DELETE', `/api/users/${encodeURIComponent(pat.email)}`)).toHaveLength(0)
  })
})
