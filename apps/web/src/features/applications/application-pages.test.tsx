import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchApplications } from './api.ts'
import { applicationsAction, myApplicationsAction } from './application-decisions.server.ts'
import { ApplicationsPage, MyApplicationsPage } from './application-pages.tsx'

// The agent's Applications and the renter's My Applications against a real HTTP server standing in for the
// API; each step posts to the route's action, run beside the page as the server runs it.

const api = serveApi()
afterEach(closeDialog)

const application = {
  _id: '7b1f0c3e-0000-4000-8000-000000000001',
  propertyId: '7b1f0c3e-0000-4000-8000-000000000002',
  title: 'Quiet Loft',
  location: 'Austin, TX',
  image: '/uploads/loft.webp',
  renterName: 'Rita Renter',
  renterEmail: 'rita@example.com',
  moveInDate: '2027-01-01',
  leaseMonths: 12,
  occupants: 2,
  monthlyIncome: null,
  message: 'We would love to live here.',
  status: 'submitted',
  reason: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}
const decided = `/api/applications/${application._id}`

const openAgent = () => {
  answerSignedIn(api, LENA, 'agent')
  api.answer('GET', '/api/applications', { body: [application], headers: { 'X-Total-Count': '1' } })
  api.answer('PATCH', decided, { body: { ...application, status: 'shortlisted' } })
  renderPage(
    [
      screenRoute('/', ApplicationsPage, () => fetchApplications('agent', 1), {
        action: routeAction(applicationsAction),
      }),
    ],
    '/',
  )
}

describe('ApplicationsPage', () => {
  it('counts one application in the singular', async () => {
    openAgent()
    expect(await screen.findByRole('table', { name: '1 application for your rentals' })).toBeTruthy()
  })

  it('shortlists at once', async () => {
    openAgent()
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist Rita Renter for Quiet Loft' }))
    await waitFor(() => expect(api.jsonSentTo('PATCH', decided)).toEqual({ action: 'shortlist' }))
  })

  it('accepts only once the question is answered yes', async () => {
    openAgent()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Rita Renter for Quiet Loft' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain("Accept Rita Renter's application?")
    expect(asked.textContent).toContain('every other open application for it declined')
    expect(api.requestsTo('PATCH', decided)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accept it' }))
    await waitFor(() => expect(api.jsonSentTo('PATCH', decided)).toEqual({ action: 'accept' }))
  })

  it('declines with the reason the renter reads, and asks for one first', async () => {
    openAgent()
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Rita Renter for Quiet Loft' }))
    const label = 'Reason (the renter reads it)'
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(fieldError(label)).toBe('Please give a reason.'))
    expect(api.requestsTo('PATCH', decided)).toHaveLength(0)
    fill(label, ' The rental is promised to a colleague. ')
    // The page reads the list again after each post; Decline is back once that is done.
    const decline = screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement
    await waitFor(() => expect(decline.disabled).toBe(false))
    fireEvent.click(decline)
    await waitFor(() =>
      expect(api.jsonSentTo('PATCH', decided)).toEqual({
        action: 'decline',
        reason: 'The rental is promised to a colleague.',
      }),
    )
  })
})

describe('MyApplicationsPage', () => {
  it('withdraws an open application only once the question is answered yes, and says so', async () => {
    answerSignedIn(api)
    let withdrawn = false
    api.answer('GET', '/api/applications', () => ({
      body: [{ ...application, status: withdrawn ? 'withdrawn' : 'submitted' }],
      headers: { 'X-Total-Count': '1' },
    }))
    api.answer('PATCH', decided, () => {
      withdrawn = true
      return { body: { ...application, status: 'withdrawn' } }
    })
    renderPage(
      [
        screenRoute('/', MyApplicationsPage, () => fetchApplications('renter', 1), {
          action: routeAction(myApplicationsAction),
        }),
      ],
      '/',
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the application for Quiet Loft' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('Withdraw this application?')
    expect(api.requestsTo('PATCH', decided)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }))
    await waitFor(() => expect(api.jsonSentTo('PATCH', decided)).toEqual({ action: 'withdraw' }))
    // The loader read the list again: the application is withdrawn, its button gone, and the result told.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Withdraw the application for Quiet Loft' })).toBeNull(),
    )
    expect(await screen.findByText('Your application has been withdrawn.')).toBeTruthy()
  })
})
