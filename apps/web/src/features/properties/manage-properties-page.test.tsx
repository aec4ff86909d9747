import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchAdminProperties } from './api.ts'
import { ManagePropertiesPage } from './manage-properties-page.tsx'
import { verifyAction } from './verify-action.server.ts'

// The admin's review queue against a real HTTP server standing in for the API, read by the route's loader (the
// pending listings); Verify posts to the route's action, run beside the page.

const queue = (route: Parameters<typeof screenRoute>[3] = {}) =>
  screenRoute(
    '/',
    ManagePropertiesPage,
    (url) => fetchAdminProperties(url.searchParams.get('status') === 'verified' ? 'verified' : 'pending', 1),
    route,
  )

const api = serveApi()
afterEach(closeDialog)

describe('ManagePropertiesPage', () => {
  it("says, where the admin chooses, what each choice does to the agent's listing", async () => {
    answerSignedIn(api, LENA, 'admin')
    api.answer('GET', '/api/properties', {
      body: {
        data: [aListing({ title: 'Waiting Home', verificationStatus: 'pending', marketStatus: 'pending' })],
      },
      headers: { 'X-Total-Count': '1' },
    })
    renderPage([queue()], '/')
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
    renderPage([queue()], '/')
    const photo = (await screen.findByRole('img', {
      name: 'Waiting Home',
    })) as HTMLImageElement
    expect(photo.getAttribute('src')).toBe(waiting.image)
    const preview = screen.getByRole('link', { name: 'Preview Waiting Home as the public will see it' })
    expect(preview.getAttribute('href')).toBe(`/property-details/${waiting._id}`)
  })

  it("verifies a listing once the spec's question, asked by the route's action, is answered yes", async () => {
    answerSignedIn(api, LENA, 'admin')
    const waiting = aListing({
      title: 'Waiting Home',
      verificationStatus: 'pending',
      marketStatus: 'pending',
    })
    const VERIFY = `/api/properties/verify/${waiting._id}`
    api.answer('GET', '/api/properties', { body: { data: [waiting] }, headers: { 'X-Total-Count': '1' } })
    api.answer('PATCH', VERIFY, { body: { modifiedCount: 1 } })
    renderPage([queue({ action: routeAction(verifyAction) })], '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Waiting Home' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Are you sure to mark this as verified?')
    expect(asked.textContent).toContain('Verify: the listing goes public')
    expect(api.requestsTo('PATCH', VERIFY)).toHaveLength(0)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Property status updated.')).toBeTruthy()
    expect(api.jsonSentTo('PATCH', VERIFY)).toEqual({ status: 'verified' })
  })

  it("rejects a listing with the reason its question asks for, checked and sent by the route's action", async () => {
    answerSignedIn(api, LENA, 'admin')
    const waiting = aListing({
      title: 'Waiting Home',
      verificationStatus: 'pending',
      marketStatus: 'pending',
    })
    const VERIFY = `/api/properties/verify/${waiting._id}`
    api.answer('GET', '/api/properties', { body: { data: [waiting] }, headers: { 'X-Total-Count': '1' } })
    api.answer('PATCH', VERIFY, { body: { modifiedCount: 1 } })
    renderPage([queue({ action: routeAction(verifyAction) })], '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Waiting Home' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Are you sure to mark this as rejected?')
    expect(asked.textContent).toContain('Reject: final.')
    fireEvent.input(within(asked).getByLabelText('Reason (the agent will see it)'), {
      target: { value: '  The photos show another building.  ' },
    })
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(api.requestsTo('PATCH', VERIFY)).toHaveLength(1))
    expect(api.jsonSentTo('PATCH', VERIFY)).toEqual({
      status: 'rejected',
      reason: 'The photos show another building.',
    })
  })

  it('asks for changes with the reason given', async () => {
    answerSignedIn(api, LENA, 'admin')
    const waiting = aListing({
      title: 'Waiting Home',
      verificationStatus: 'pending',
      marketStatus: 'pending',
    })
    const CHANGES = `/api/properties/${waiting._id}/request-changes`
    api.answer('GET', '/api/properties', { body: { data: [waiting] }, headers: { 'X-Total-Count': '1' } })
    api.answer('PATCH', CHANGES, { body: { marketStatus: 'draft', verificationStatus: 'pending' } })
    renderPage([queue({ action: routeAction(verifyAction) })], '/')
    fireEvent.click(await screen.findByRole('button', { name: 'Request changes to Waiting Home' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Request changes to this listing?')
    expect(api.requestsTo('PATCH', CHANGES)).toHaveLength(0)
    fireEvent.input(within(asked).getByLabelText(/^What should the agent change/), {
      target: { value: 'Add a photo of the garden.' },
    })
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Changes requested: the agent is told.')).toBeTruthy()
    expect(api.jsonSentTo('PATCH', CHANGES)).toEqual({ reason: 'Add a photo of the garden.' })
  })

  it('shows the listings of the status picked, which goes into the URL its loader reads', async () => {
    answerSignedIn(api, LENA, 'admin')
    api.answer('GET', '/api/properties', { body: { data: [] }, headers: { 'X-Total-Count': '0' } })
    const router = renderPage([queue()], '/')
    const status = await screen.findByRole('combobox', { name: 'Show' })
    fireEvent.change(status, { target: { value: 'verified' } })
    await waitFor(() => expect(router.state.location.search).toBe('?status=verified'))
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/properties').some((request) => request.url.includes('status=verified')),
      ).toBe(true),
    )
  })
})
