import type { SavedSearch } from '@keyhaven/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { SavedSearchesPage } from './saved-searches-page.tsx'
import { readSavedSearches } from './saved-searches-read.server.ts'
import { savedSearchesAction } from './search-actions.server.ts'

// Lena's saved searches against a real HTTP server standing in for the API: the alerts' switch and Delete post
// to the route's action, run beside the page as the server runs it; Delete is asked first.

const api = serveApi()
afterEach(closeDialog)

const search: SavedSearch = {
  _id: 'd1e2f3a4-0000-4000-8000-000000000001',
  name: 'Cheap rentals',
  query: 'listingType=rent&maxPrice=3000',
  alertsEnabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
}
const path = `/api/saved-searches/${search._id}`

beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', '/api/saved-searches', { body: [search] })
  renderPage(
    [
      screenRoute('/dashboard/saved-searches', SavedSearchesPage, readSavedSearches, {
        action: routeAction(savedSearchesAction),
      }),
    ],
    '/dashboard/saved-searches',
  )
})

describe('the saved searches page', () => {
  it("switches a search's alerts off at once, and sends the switch's state", async () => {
    api.answer('PATCH', path, { body: { ...search, alertsEnabled: false } })
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail alerts for Cheap rentals' })
    expect(alerts).toHaveProperty('checked', true)
    fireEvent.click(alerts)
    expect(alerts).toHaveProperty('checked', false)
    await waitFor(() => expect(api.jsonSentTo('PATCH', path)).toEqual({ alertsEnabled: false }))
  })

  it('puts the switch back when the change is refused, and says why', async () => {
    api.answer('PATCH', path, { status: 403, body: { error: { code: 'forbidden', message: 'Not allowed' } } })
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail alerts for Cheap rentals' })
    fireEvent.click(alerts)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Could not change the alerts: Not allowed',
    )
    await waitFor(() => expect(alerts).toHaveProperty('checked', true))
  })

  it('deletes a search only once the question is answered yes', async () => {
    api.answer('DELETE', path, { body: { deletedCount: 1 } })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cheap rentals' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Delete this saved search?')
    expect(asked.textContent).toContain('“Cheap rentals” will be gone.')
    expect(api.requestsTo('DELETE', path)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }))
    await waitFor(() => expect(api.requestsTo('DELETE', path)).toHaveLength(1))
  })
})
