import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchProperty } from './api.ts'
import { savePropertyAction } from './property-actions.server.ts'
import { UpdatePropertyPage } from './update-property-page.tsx'

// Lena updates her verified listing against a real HTTP server standing in for the API; the route's loader reads
// it and the form posts to the route's action, both run beside the page as the server runs them.

const listing = aListing({
  agentEmail: LENA.email,
  translations: { es: { title: 'Casa soleada', description: '' } },
})

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api, LENA, 'agent')
  api.answer('GET', `/api/properties/${listing._id}`, { body: listing })
  api.answer('PUT', `/api/properties/${listing._id}`, {
    body: { modifiedCount: 1, verificationStatus: 'pending', returnedToReview: true },
  })
})
afterEach(closeDialog)

describe('UpdatePropertyPage', () => {
  it('opens on the listing as it is and sends it back with the change, its photos, point and translations kept', async () => {
    renderPage(
      [
        screenRoute(
          dashboardPaths.updateProperty(':id'),
          UpdatePropertyPage,
          () => fetchProperty(listing._id),
          { action: routeAction((request, context) => savePropertyAction(request, context, listing._id)) },
        ),
        { path: dashboardPaths.myAddedProperties, element: <p>Your listings</p> },
      ],
      dashboardPaths.updateProperty(listing._id),
    )
    await waitFor(() =>
      expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(listing.title),
    )
    expect((screen.getByLabelText('Bedrooms') as HTMLInputElement).value).toBe('4')
    fill('Title', 'Sunny Family Home')
    fireEvent.click(screen.getByRole('button', { name: 'Update Property' }))
    expect(await screen.findByText('Your listings')).toBeTruthy()
    const sent = api.jsonSentTo('PUT', `/api/properties/${listing._id}`) as Record<string, unknown>
    expect(sent).toMatchObject({
      title: 'Sunny Family Home',
      images: listing.images,
      bedrooms: 4,
      city: 'Austin',
      latitude: listing.latitude,
      longitude: listing.longitude,
    })
    // The translations section was not opened: the listing keeps its own.
    expect(sent).not.toHaveProperty('translations')
  })
})
