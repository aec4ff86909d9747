import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { SlotPicker } from './slot-picker.tsx'
import { bookViewingAction } from './viewing-actions.server.ts'

// Booking a viewing on a details page: a free time chosen, an optional message, the request as the contract has it,
// posted to the route's action run beside the page.

const api = serveApi()
const PROPERTY = '10000000-0000-4000-8000-000000000001'
const SLOTS = `/api/properties/${PROPERTY}/viewing-slots`

const open = () => {
  answerSignedIn(api)
  api.answer('GET', SLOTS, {
    body: {
      timeZone: 'UTC',
      slots: [
        { start: '2031-03-04T09:00:00.000Z', end: '2031-03-04T09:30:00.000Z' },
        { start: '2031-03-04T09:30:00.000Z', end: '2031-03-04T10:00:00.000Z' },
      ],
    },
  })
  api.answer('POST', '/api/viewings', {
    status: 201,
    body: { insertedId: '20000000-0000-4000-8000-000000000001' },
  })
  renderPage(
    [
      {
        path: '/',
        element: <SlotPicker propertyId={PROPERTY} />,
        action: routeAction(async (request, context) =>
          bookViewingAction(request, context, await request.formData()),
        ),
      },
    ],
    '/',
  )
}
const request = () => screen.getByRole('button', { name: 'Request viewing' })

describe('SlotPicker', () => {
  it('asks for a time first, then sends the one chosen with the message, trimmed', async () => {
    open()
    fireEvent.click(await screen.findByLabelText('Tuesday, March 4, 9:30 AM'))
    expect((request() as HTMLButtonElement).disabled).toBe(false)
    fill('Message to the agent (optional)', '  Can I bring my dog?  ')
    fireEvent.click(request())
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your request is in My Viewings.')
    expect(api.jsonSentTo('POST', '/api/viewings')).toEqual({
      propertyId: PROPERTY,
      start: '2031-03-04T09:30:00.000Z',
      message: 'Can I bring my dog?',
    })
    // The form starts over: no time chosen, no message.
    await waitFor(() => expect((request() as HTMLButtonElement).disabled).toBe(true))
    expect((screen.getByLabelText('Message to the agent (optional)') as HTMLTextAreaElement).value).toBe('')
  })

  it('sends no message when none was written', async () => {
    open()
    expect(
      ((await screen.findByRole('button', { name: 'Request viewing' })) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.click(screen.getByLabelText('Tuesday, March 4, 9:00 AM'))
    fill('Message to the agent (optional)', '   ')
    fireEvent.click(request())
    await screen.findByText(/Your request is in/)
    expect(api.jsonSentTo('POST', '/api/viewings')).toEqual({
      propertyId: PROPERTY,
      start: '2031-03-04T09:00:00.000Z',
    })
  })
})
