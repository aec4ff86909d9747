import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { fetchListing } from '../../lib/fetch-listing.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { applyAction } from './application-actions.server.ts'
import { ApplyPage } from './apply-page.tsx'

// Apply to rent offers no day before the home is free, and says so in words the date box fits. The page reads
// what its route's loader reads, and the form posts to the route's action, run beside the page as the server
// runs it, against a real HTTP server for the API.

const api = serveApi()
const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)
const FREE_FROM = isoDay(40)
const flat = aListing({ listingType: 'rent', title: 'Harbour Flat', availableFrom: FREE_FROM })

beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', `/api/properties/${flat._id}`, { body: flat })
})
const openForm = async () => {
  const router = renderPage(
    [
      screenRoute('/apply/:id', ApplyPage, () => fetchListing(flat._id), {
        action: routeAction((request, context) => applyAction(request, context, flat._id)),
      }),
      { path: dashboardPaths.myApplications, element: <p>Your applications</p> },
    ],
    `/apply/${flat._id}`,
  )
  await screen.findByLabelText('Move-in date')
  return router
}
const send = () => fireEvent.click(screen.getByRole('button', { name: /apply/i }))

describe('ApplyPage', () => {
  it('offers no day before the home is free', async () => {
    await openForm()
    expect(screen.getByLabelText('Move-in date').getAttribute('min')).toBe(FREE_FROM)
  })

  it('refuses a day before the home is free, naming the day, and sends nothing', async () => {
    await openForm()
    fill('Move-in date', isoDay(10))
    fill('Message to the agent', 'We are a quiet couple with a cat.')
    send()
    expect(await screen.findByText(/^The home is free from .+: choose that day or later$/)).toBeTruthy()
    expect(api.requestsTo('POST', `/api/properties/${flat._id}/applications`)).toHaveLength(0)
  })

  it('asks for a move-in date without naming a format the box does not show', async () => {
    await openForm()
    send()
    expect(await screen.findByText('Choose a move-in date')).toBeTruthy()
    expect(fieldError('Move-in date')).toBe('Choose a move-in date')
    expect(fieldError('Message to the agent')).toBe('Message is required: introduce yourself to the agent')
  })

  it('sends the application as the contract reads it, then shows the renter their applications', async () => {
    const applied = `/api/properties/${flat._id}/applications`
    api.answer('POST', applied, { status: 201, body: { insertedId: 'c1d2e3f4-0000-4000-8000-000000000001' } })
    const router = await openForm()
    fill('Move-in date', FREE_FROM)
    fill('Lease length (months)', '18')
    fill('Monthly income (optional)', '5200.5')
    fill('Message to the agent', '  We are a quiet couple with a cat.  ')
    send()
    expect(await screen.findByText('Your applications')).toBeTruthy()
    expect(router.state.location.pathname).toBe(dashboardPaths.myApplications)
    expect(api.jsonSentTo('POST', applied)).toEqual({
      moveInDate: FREE_FROM,
      leaseMonths: 18,
      occupants: 1,
      monthlyIncome: 5200.5,
      message: 'We are a quiet couple with a cat.',
    })
  })

  it("shows the API's refusal of a field beside it and keeps what was typed", async () => {
    const applied = `/api/properties/${flat._id}/applications`
    api.answer('POST', applied, {
      status: 400,
      body: {
        error: { code: 'bad_request', message: 'occupants: Too many for this home', field: 'occupants' },
      },
    })
    await openForm()
    fill('Move-in date', FREE_FROM)
    fill('Occupants', '9')
    fill('Message to the agent', 'We are a big family.')
    send()
    await waitFor(() => expect(fieldError('Occupants')).toBe('Too many for this home'))
    expect((screen.getByLabelText('Occupants') as HTMLInputElement).value).toBe('9')
  })
})
