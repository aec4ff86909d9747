import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import type { SearchFilters } from './filters.ts'
import { SaveSearch } from './save-search.tsx'
import { saveSearchAction } from './search-actions.server.ts'

// "Save this search" names the filters for the person to keep or change, and posts them to All Properties'
// action, run beside the page as the server runs it, against a real HTTP server standing in for the API.

const api = serveApi()
beforeEach(() => answerSignedIn(api))

const open = async (filters: SearchFilters) => {
  renderPage(
    [
      {
        path: '/',
        element: <SaveSearch filters={filters} />,
        action: routeAction(async (request, context) =>
          saveSearchAction(request, context, await request.formData()),
        ),
      },
    ],
    '/',
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
}
const nameField = () => screen.getByLabelText('Name of the search') as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))
const saved = {
  _id: 'd1e2f3a4-0000-4000-8000-000000000001',
  name: 'Cheap rentals',
  query: 'listingType=rent',
  alertsEnabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
}

describe('SaveSearch', () => {
  it('offers the searched text bare in the name, so the name is never quoted twice', async () => {
    await open({ search: 'TX', listingType: 'sale' })
    expect(nameField().value).toBe('TX, For sale')
  })

  it('says a name is needed before posting an emptied one', async () => {
    await open({ listingType: 'rent' })
    fireEvent.change(nameField(), { target: { value: '  ' } })
    save()
    await waitFor(() => expect(fieldError('Name of the search')).toBe('name is required'))
    expect(api.requestsTo('POST', '/api/saved-searches')).toHaveLength(0)
  })

  it('keeps the filters under the name given, and closes', async () => {
    api.answer('POST', '/api/saved-searches', { status: 201, body: saved })
    await open({ listingType: 'rent' })
    fireEvent.change(nameField(), { target: { value: ' Cheap rentals ' } })
    save()
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy()
    expect(api.jsonSentTo('POST', '/api/saved-searches')).toEqual({
      name: 'Cheap rentals',
      query: 'listingType=rent',
    })
    expect(screen.queryByLabelText('Name of the search')).toBeNull()
  })

  it("says the API's refusal beside the name, in its words, and keeps the form open", async () => {
    api.answer('POST', '/api/saved-searches', {
      status: 409,
      body: { error: { code: 'conflict', message: 'You already saved this search as "Cheap rentals".' } },
    })
    await open({ listingType: 'rent' })
    save()
    await waitFor(() =>
      expect(fieldError('Name of the search')).toBe('You already saved this search as "Cheap rentals".'),
    )
  })
})
