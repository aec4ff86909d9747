import type { Viewing } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchViewings } from './api.ts'
import { AgentViewingsPage, MyViewingsPage } from './viewing-pages.tsx'
import { viewingStepAction } from './viewing-steps.server.ts'

// My Viewings and the agent's Viewings as their routes' loaders read them from a real HTTP server standing in for
// the API, each step posting to the route's action, run beside the page: the list is read again once answered.

const api = serveApi()
afterEach(closeDialog)

const viewing = (values: Partial<Viewing>): Viewing => ({
  _id: '30000000-0000-4000-8000-000000000001',
  propertyId: '10000000-0000-4000-8000-000000000001',
  title: 'Sunny Family House',
  location: '12 Maple Street, Austin, TX',
  image: '/uploads/maple.webp',
  buyerName: LENA.name,
  buyerEmail: LENA.email,
  agentName: 'Marcus Reed',
  agentEmail: 'agent@example.com',
  start: '2031-03-04T09:00:00.000Z',
  end: '2031-03-04T09:30:00.000Z',
  timeZone: 'UTC',
  status: 'requested',
  message: null,
  reason: null,
  createdAt: '2031-03-01T00:00:00.000Z',
  ...values,
})

const STEP = `/api/viewings/${viewing({})._id}`

/** The list the API answers: the viewing as it is, changed by the last step sent. */
function answerViewings(first: Viewing) {
  let shown = first
  api.answer('GET', '/api/viewings', () => ({ body: [shown], headers: { 'X-Total-Count': '1' } }))
  api.answer('PATCH', STEP, ({ body }) => {
    const step = JSON.parse(body) as { action: string }
    shown = {
      ...shown,
      status: step.action === 'cancel' ? 'cancelled' : step.action === 'decline' ? 'declined' : 'confirmed',
    }
    return { body: shown }
  })
}

const open = (side: 'buyer' | 'agent') =>
  renderPage(
    [
      side === 'buyer'
        ? screenRoute(dashboardPaths.myViewings, MyViewingsPage, () => fetchViewings('buyer', 1), {
            action: routeAction((request, context) => viewingStepAction(request, context, 'buyer')),
          })
        : screenRoute(dashboardPaths.viewings, AgentViewingsPage, () => fetchViewings('agent', 1), {
            action: routeAction((request, context) => viewingStepAction(request, context, 'agent')),
          }),
    ],
    side === 'buyer' ? dashboardPaths.myViewings : dashboardPaths.viewings,
  )

describe('My Viewings', () => {
  it('accepts a proposed time at once', async () => {
    answerSignedIn(api)
    answerViewings(viewing({ status: 'proposed' }))
    open('buyer')
    fireEvent.click(
      await screen.findByRole('button', { name: 'Accept the proposed time for Sunny Family House' }),
    )
    expect(await screen.findByText('Confirmed')).toBeTruthy()
    expect(api.jsonSentTo('PATCH', STEP)).toEqual({ action: 'accept' })
  })

  it('asks for the reason the agent reads before cancelling, and sends nothing without one', async () => {
    answerSignedIn(api)
    answerViewings(viewing({ status: 'confirmed' }))
    open('buyer')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the viewing of Sunny Family House' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Cancel the viewing of Sunny Family House?')
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await within(asked).findByText('Please give a reason.')).toBeTruthy()
    fireEvent.input(within(asked).getByLabelText(/^Reason/), { target: { value: '  Found another home.  ' } })
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    expect(api.requestsTo('PATCH', STEP)).toHaveLength(1)
    expect(api.jsonSentTo('PATCH', STEP)).toEqual({ action: 'cancel', reason: 'Found another home.' })
  })
})

describe('Viewings (agent)', () => {
  const AGENT = { ...LENA, name: 'Marcus Reed', email: 'agent@example.com' }

  it('confirms a request at once', async () => {
    answerSignedIn(api, AGENT, 'agent')
    answerViewings(viewing({}))
    open('agent')
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Confirm the viewing of ${LENA.name} for Sunny Family House`,
      }),
    )
    const row = screen.getByRole('row', { name: /Sunny Family House/ })
    await waitFor(() => expect(within(row).getByText('Confirmed')).toBeTruthy())
    expect(api.jsonSentTo('PATCH', STEP)).toEqual({ action: 'confirm' })
  })

  it('declines with the reason the buyer reads, asked first', async () => {
    answerSignedIn(api, AGENT, 'agent')
    answerViewings(viewing({}))
    open('agent')
    fireEvent.click(
      await screen.findByRole('button', {
        name: `Decline the viewing of ${LENA.name} for Sunny Family House`,
      }),
    )
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain(`Decline the viewing of ${LENA.name}?`)
    expect(api.requestsTo('PATCH', STEP)).toHaveLength(0)
    fireEvent.input(within(asked).getByLabelText(/^Reason/), { target: { value: 'The house is sold.' } })
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    // The loader read the viewings again: the row (behind the closing dialog) is declined.
    const row = screen.getByRole('row', { name: /Sunny Family House/, hidden: true })
    await waitFor(() => expect(within(row).getByText('Declined')).toBeTruthy())
    expect(api.jsonSentTo('PATCH', STEP)).toEqual({ action: 'decline', reason: 'The house is sold.' })
  })
})
