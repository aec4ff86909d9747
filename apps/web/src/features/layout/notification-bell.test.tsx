import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { useMarkPageRead } from '../notifications/api.ts'
import { NotificationBell } from './notification-bell.tsx'

// The bell is a live list of the navbar, read from the browser: when the page opened marks its notifications
// read (its post to the notifications' resource route), the bell counts them no more, without a reload.

const api = serveApi()

const note = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'offer_received',
  title: 'New offer on Linden House',
  body: 'Ezra offered $420,000.',
  link: '/dashboard/requestedProperties',
  createdAt: '2026-11-01T10:00:00.000Z',
}

function OffersPage() {
  useMarkPageRead()
  return (
    <>
      <NotificationBell />
      <h1>Offers Received</h1>
    </>
  )
}

describe('the notification bell', () => {
  it('stops counting what the page opened marked read, without a reload', async () => {
    answerSignedIn(api)
    // The bell's first read counts the notification whenever the page's mark lands: only a second read, which
    // the bell makes when told of the mark, finds it read.
    let reads = 0
    let marked = false
    api.answer('GET', '/api/notifications', () => {
      reads += 1
      const read = marked && reads > 1
      return {
        body: [{ ...note, read }],
        headers: { 'X-Total-Count': '1', 'X-Unread-Count': read ? '0' : '1' },
      }
    })
    api.answer('POST', '/api/notifications/read-link', () => {
      marked = true
      return { body: { modifiedCount: 1 } }
    })
    renderPage(
      [{ path: '/dashboard/requestedProperties', element: <OffersPage /> }],
      '/dashboard/requestedProperties',
    )
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy()
    expect(api.requestsTo('POST', '/api/notifications/read-link')).toHaveLength(1)
  })
})
