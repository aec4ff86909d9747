import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { SaveSearch } from './save-search.tsx'

// "Save this search" names the filters for the person to keep or change.

const api = serveApi()

describe('SaveSearch', () => {
  it('offers the searched text bare in the name, so the name is never quoted twice', async () => {
    answerSignedIn(api)
    renderPage([{ path: '/', element: <SaveSearch filters={{ search: 'TX', listingType: 'sale' }} /> }], '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    expect((screen.getByLabelText('Name of the search') as HTMLInputElement).value).toBe('TX, For sale')
  })

  it('says a name is needed before posting an emptied one', async () => {
    answerSignedIn(api)
    renderPage([{ path: '/', element: <SaveSearch filters={{ listingType: 'rent' }} /> }], '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    fireEvent.change(screen.getByLabelText('Name of the search'), { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('name is required')
    expect(api.requestsTo('POST', '/api/saved-searches')).toHaveLength(0)
  })
})
