import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { AddPropertyPage } from './add-property-page.tsx'
import { savePropertyAction } from './property-actions.server.ts'

// An agent adds a listing against a real HTTP server standing in for the API, which refuses it for a reason
// only the server knows, pinned on one field. The form posts to the route's action, run beside the page as the
// server runs it.

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api, LENA, 'agent')
  api.answer('POST', '/api/uploads', { status: 201, body: { url: '/uploads/front.webp' } })
  api.answer('POST', '/api/properties', {
    status: 409,
    body: {
      error: {
        code: 'conflict',
        message: 'title: is already used by another of your listings',
        field: 'title',
      },
    },
  })
})
afterEach(closeDialog)

/** The form's required fields and a photo, as an agent fills them. */
async function typeAListing() {
  await screen.findByRole('button', { name: 'Add Property' })
  fill('Title', 'Harbour Loft')
  fill('Location', '5 Quay Street, Ashford')
  fill('Price range', '$250000 - $275000')
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' })
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [photo] } })
  // Uploaded as it is chosen: the form posts it once it is up.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add Property' }).hasAttribute('disabled')).toBe(false),
  )
}

const addPropertyRoute = {
  path: dashboardPaths.addProperty,
  element: <AddPropertyPage />,
  action: routeAction((request, context) => savePropertyAction(request, context)),
}

describe('AddPropertyPage', () => {
  it("shows the server's refusal of one field at that field, in the form's words, with no pop-up", async () => {
    renderPage([addPropertyRoute], dashboardPaths.addProperty)
    await typeAListing()
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }))
    await waitFor(() => expect(fieldError('Title')).toBe('Title is already used by another of your listings'))
    expect(api.requestsTo('POST', '/api/properties')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sends the title and description typed in other languages, and none for a language left empty', async () => {
    api.answer('POST', '/api/properties', { status: 201, body: { acknowledged: true, insertedId: 'new-id' } })
    renderPage([addPropertyRoute, { path: '*', element: <p>Elsewhere</p> }], dashboardPaths.addProperty)
    await typeAListing()
    // The other languages' fields show only once asked for.
    expect(screen.queryByLabelText('Title in Español')).toBeNull()
    fireEvent.click(screen.getByText('Title and description in other languages'))
    fill('Title in Español', 'Loft del puerto')
    fill('Description in Español', 'Luminoso, junto al muelle.')
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }))
    await waitFor(() => expect(api.requestsTo('POST', '/api/properties')).toHaveLength(1))
    expect(api.jsonSentTo('POST', '/api/properties')).toMatchObject({
      title: 'Harbour Loft',
      translations: { es: { title: 'Loft del puerto', description: 'Luminoso, junto al muelle.' } },
    })
    expect(
      Object.keys((api.jsonSentTo('POST', '/api/properties') as { translations: object }).translations),
    ).toEqual(['es'])
  })
  it('checks the listing with the contract on the server: every problem at once, each beside its field, nothing sent', async () => {
    renderPage([addPropertyRoute], dashboardPaths.addProperty)
    await screen.findByRole('button', { name: 'Add Property' })
    fill('Bedrooms', '500')
    fill('Virtual tour (https)', 'http://tour.example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Add Property' }))
    await waitFor(() => expect(fieldError('Title')).toBe('Title is required'))
    expect(fieldError('Location')).toBe('Location is required')
    expect(fieldError('Price range')).toBe('Price range is required')
    expect(fieldError('Bedrooms')).toBe('Bedrooms must be at most 100')
    expect(fieldError('Virtual tour (https)')).toBe('The virtual tour must be an https address')
    expect(fieldError('Image')).toBe('Add at least one photo')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')))
    expect(api.requestsTo('POST', '/api/properties')).toHaveLength(0)
  })

  it('saves a draft as it is typed, with no price range and no photo', async () => {
    api.answer('POST', '/api/properties', {
      status: 201,
      body: { acknowledged: true, insertedId: 'draft-id' },
    })
    renderPage(
      [addPropertyRoute, { path: dashboardPaths.myAddedProperties, element: <p>Your listings</p> }],
      dashboardPaths.addProperty,
    )
    await screen.findByRole('button', { name: 'Save as draft' })
    fill('Title', 'Willow Cottage')
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }))
    expect(await screen.findByText('Your listings')).toBeTruthy()
    const sent = api.jsonSentTo('POST', '/api/properties') as Record<string, unknown>
    expect(sent).toMatchObject({ draft: true, title: 'Willow Cottage', images: [] })
    expect(sent).not.toHaveProperty('priceRange')
  })
})
