import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchAvailability } from './api.ts'
import { saveAvailabilityAction } from './availability-actions.server.ts'
import { AvailabilityEditor } from './availability-editor.tsx'

// An agent's viewing hours in the profile: posted to the route's action run beside the page, which checks them
// with the contract and says each problem beside its input.

const api = serveApi()
const HOURS = '/api/viewings/availability'

const open = () => {
  answerSignedIn(api, undefined, 'agent')
  api.answer('GET', HOURS, {
    body: { timeZone: 'Europe/London', weekly: [{ day: 2, start: '10:00', end: '12:00' }], blockedDates: [] },
  })
  renderPage(
    [
      screenRoute('/', AvailabilityEditor, fetchAvailability, {
        action: routeAction(async (request, context) =>
          saveAvailabilityAction(request, context, await request.formData()),
        ),
      }),
    ],
    '/',
  )
}
const save = () => screen.getByRole('button', { name: 'Save viewing hours' }) as HTMLButtonElement

describe('AvailabilityEditor', () => {
  it('saves the hours as the contract has them, once something changed', async () => {
    api.answer('PUT', HOURS, {
      body: {
        timeZone: 'Europe/London',
        weekly: [
          { day: 1, start: '09:00', end: '17:00' },
          { day: 2, start: '10:00', end: '12:00' },
        ],
        blockedDates: ['2031-03-04'],
      },
    })
    open()
    await screen.findByRole('button', { name: 'Add hours' })
    expect(save().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Add hours' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a day off' }))
    fireEvent.change(screen.getByLabelText('Day off 1'), { target: { value: '2031-03-04' } })
    fireEvent.click(save())
    expect(await screen.findByText('Viewing hours saved.')).toBeTruthy()
    expect(api.jsonSentTo('PUT', HOURS)).toEqual({
      timeZone: 'Europe/London',
      weekly: [
        { day: 2, start: '10:00', end: '12:00' },
        { day: 1, start: '09:00', end: '17:00' },
      ],
      blockedDates: ['2031-03-04'],
    })
    await waitFor(() => expect(save().disabled).toBe(true))
  })

  it('shows a window too short beside its end, and sends nothing', async () => {
    open()
    const end = await screen.findByLabelText('To')
    fireEvent.change(end, { target: { value: '10:15' } })
    fireEvent.click(save())
    await waitFor(() => expect(fieldError('To')).toBe('end must be at least 30 minutes after start'))
    expect(api.requestsTo('PUT', HOURS)).toHaveLength(0)
  })

  it('leaves out a weekly window removed', async () => {
    api.answer('PUT', HOURS, { body: { timeZone: 'Europe/London', weekly: [], blockedDates: [] } })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove hours 1' }))
    expect(screen.getByText('No hours yet.')).toBeTruthy()
    fireEvent.click(save())
    await waitFor(() => expect(api.requestsTo('PUT', HOURS)).toHaveLength(1))
    expect(api.jsonSentTo('PUT', HOURS)).toEqual({ timeZone: 'Europe/London', weekly: [], blockedDates: [] })
  })
})
