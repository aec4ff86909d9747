import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDialog } from '../../lib/dialogs.ts'
import { action } from '../../routes/dashboard.profile.tsx'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeModuleAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchCalendarFeed } from './api.ts'
import { CalendarFeedSection } from './calendar-feed-section.tsx'

// The profile's calendar feed against a real HTTP server standing in for the API; making its address posts to
// the profile route's action, which asks first when an address exists already, and the page reads the feed again.

const api = serveApi()
afterEach(closeDialog)
const FEED = '/api/calendar/token'
const ADDRESS = 'http://127.0.0.1/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'

const open = () => {
  answerSignedIn(api)
  renderPage(
    [screenRoute('/', CalendarFeedSection, fetchCalendarFeed, { action: routeModuleAction(action) })],
    '/',
  )
}
const region = () => screen.getByRole('region', { name: 'Calendar feed' })

describe('CalendarFeedSection', () => {
  it('makes the feed at once and shows its address this once', async () => {
    api.answer('GET', FEED, { body: { madeAt: null } })
    api.answer('POST', FEED, () => {
      api.answer('GET', FEED, { body: { madeAt: '2026-11-20T10:00:00.000Z' } })
      return { body: { url: ADDRESS, madeAt: '2026-11-20T10:00:00.000Z' } }
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Make my calendar feed' }))
    expect(await within(region()).findByDisplayValue(ADDRESS)).toBeTruthy()
    expect(await screen.findByText('Your calendar feed has a new address.')).toBeTruthy()
    expect(api.requestsTo('POST', FEED)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before a new address replaces the one in use, and makes none on Cancel', async () => {
    api.answer('GET', FEED, { body: { madeAt: '2026-11-20T10:00:00.000Z' } })
    api.answer('POST', FEED, { body: { url: ADDRESS, madeAt: '2026-11-21T10:00:00.000Z' } })
    open()
    expect(await screen.findByText(/^Your calendar feed has been on since /)).toBeTruthy()
    const replace = () => within(region()).getByRole('button', { name: 'Get a new address' })
    fireEvent.click(replace())
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('POST', FEED)).toHaveLength(0)

    await waitFor(() => expect((replace() as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(replace())
    expect(await screen.findByText('Get a new calendar feed address?')).toBeTruthy()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Get a new address' }))
    expect(await within(region()).findByDisplayValue(ADDRESS)).toBeTruthy()
    expect(api.requestsTo('POST', FEED)).toHaveLength(1)
  })

  it('says so when the feed cannot be read, and reads it again on Try again', async () => {
    api.answer('GET', FEED, { status: 500, body: { error: { code: 'internal_error', message: 'Broken' } } })
    open()
    expect(await screen.findByText('We could not load your calendar feed.')).toBeTruthy()
    api.answer('GET', FEED, { body: { madeAt: null } })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Make my calendar feed' })).toBeTruthy()
  })
})
