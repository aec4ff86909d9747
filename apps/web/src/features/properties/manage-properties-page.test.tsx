import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { ManagePropertiesPage } from './manage-properties-page.tsx'

// The admin's review queue against a real HTTP server standing in for the API.

const api = serveApi()

describe('ManagePropertiesPage', () => {
  it("says, where the admin chooses, what each choice does to the agent's listing", async () => {
    answerSignedIn(api, LENA, 'admin')
    api.answer('GET', '/api/properties', {
      body: {
        data: [aListing({ title: 'Waiting Home', verificationStatus: 'pending', marketStatus: 'pending' })],
      },
      headers: { 'X-Total-Count': '1' },
    })
    renderPage([{ path: '/', element: <ManagePropertiesPage /> }], '/')
    expect(await screen.findByRole('button', { name: 'Reject Waiting Home' })).toBeTruthy()
    const choices = within(screen.getByRole('list', { name: 'What each choice does' }))
    expect(
      choices.getByText(/^Request changes: the listing stays hidden and goes back to its agent/),
    ).toBeTruthy()
    expect(choices.getByText(/^Reject: final\. The agent can no longer edit the listing/)).toBeTruthy()
  })
  it("shows each listing's photo and a preview of its public page", async () => {
    answerSignedIn(api, LENA, 'admin')
    const waiting = aListing({
      title: 'Waiting Home',
      verificationStatus: 'pending',
      marketStatus: 'pending',
    })
    api.answer('GET', '/api/properties', { body: { data: [waiting] }, headers: { 'X-Total-Count': '1' } })
    renderPage([{ path: '/', element: <ManagePropertiesPage /> }], '/')
    const photo = (await screen.findByRole('img', {
      name: 'Waiting Home',
    })) as HTMLImageElement
    expect(photo.getAttribute('src')).toBe(waiting.image)
    const preview = screen.getByRole('link', { name: 'Preview Waiting Home as the public will see it' })
    expect(preview.getAttribute('href')).toBe(`/property-details/${waiting._id}`)
  })
})
