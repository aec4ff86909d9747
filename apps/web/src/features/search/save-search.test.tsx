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
})
