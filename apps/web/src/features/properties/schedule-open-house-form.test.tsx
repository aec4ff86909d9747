import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { scheduleOpenHouseAction } from './open-house-actions.server.ts'
import { ScheduleOpenHouseForm } from './schedule-open-house-form.tsx'

// An agent schedules an open house on a listing's page: posted to the route's action run beside the page, which
// checks the window, turns the day and times into instants in the browser's time zone and sends them.

const api = serveApi()
const PROPERTY = '10000000-0000-4000-8000-000000000001'
const OPEN_HOUSES = `/api/properties/${PROPERTY}/open-houses`

const open = () => {
  answerSignedIn(api)
  renderPage(
    [
      {
        path: '/',
        element: <ScheduleOpenHouseForm />,
        action: routeAction(async (request, context) =>
          scheduleOpenHouseAction(request, context, await request.formData(), PROPERTY),
        ),
      },
    ],
    '/',
  )
}
const schedule = () => fireEvent.click(screen.getByRole('button', { name: 'Schedule open house' }))
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

describe('ScheduleOpenHouseForm', () => {
  it('says beside the end time that it must come after the start, and sends nothing', async () => {
    open()
    fill('Open house day', '2031-03-04')
    fill('From', '14:00')
    fill('To', '11:00')
    schedule()
    expect(await screen.findByText('The end must be after the start')).toBeTruthy()
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    expect(api.requestsTo('POST', OPEN_HOUSES)).toHaveLength(0)
  })

  it('asks for a day when none is chosen', async () => {
    open()
    fill('From', '14:00')
    fill('To', '16:00')
    schedule()
    expect(await screen.findByText('Choose a day')).toBeTruthy()
  })

  it('sends the window as instants of the browser’s zone and says it was scheduled', async () => {
    api.answer('POST', OPEN_HOUSES, {
      status: 201,
      body: { insertedId: '20000000-0000-4000-8000-000000000001' },
    })
    open()
    fill('Open house day', '2031-03-04')
    fill('From', '14:00')
    fill('To', '16:00')
    schedule()
    expect(await screen.findByText('The open house was scheduled.')).toBeTruthy()
    const sent = api.jsonSentTo('POST', OPEN_HOUSES) as { start: string; end: string }
    const hours = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(instant),
      )
    expect([hours(sent.start), hours(sent.end)]).toEqual(['14:00', '16:00'])
  })

  it('shows the API’s refusal of the start beside the day', async () => {
    api.answer('POST', OPEN_HOUSES, {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'start: An open house must start in the future',
          field: 'start',
        },
      },
    })
    open()
    fill('Open house day', '2031-03-04')
    fill('From', '14:00')
    fill('To', '16:00')
    schedule()
    expect(await screen.findByText('An open house must start in the future')).toBeTruthy()
    expect(screen.getByLabelText('Open house day').getAttribute('aria-invalid')).toBe('true')
  })
})
