import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchFeedKeys } from './api.ts'
import { feedKeyAction } from './feed-key-actions.server.ts'
import { FeedKeysPage } from './feed-keys-page.tsx'

// Feed Keys: a key issued through the route's action run beside the page, shown this once.

const api = serveApi()
const KEYS = '/api/admin/feed-keys'
const KEY = {
  id: 'key-1',
  name: 'Portal One',
  createdAt: '2031-03-04T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
}

const open = () => {
  answerSignedIn(api, undefined, 'admin')
  api.answer('GET', KEYS, { body: [] })
  renderPage([screenRoute('/', FeedKeysPage, fetchFeedKeys, { action: routeAction(feedKeyAction) })], '/')
}

describe('FeedKeysPage', () => {
  it('says beside the portal name that it is required, and sends nothing', async () => {
    open()
    await screen.findByText(/No feed keys yet/)
    fireEvent.click(screen.getByRole('button', { name: 'Issue key' }))
    expect(await screen.findByText('name is required')).toBeTruthy()
    expect(fieldError('Portal name')).toBe('name is required')
    expect(api.requestsTo('POST', KEYS)).toHaveLength(0)
  })

  it('shows the key issued this once, until Done', async () => {
    api.answer('POST', KEYS, { status: 201, body: { ...KEY, key: 'khfeed_secret' } })
    open()
    await screen.findByText(/No feed keys yet/)
    fill('Portal name', '  Portal One ')
    fireEvent.click(screen.getByRole('button', { name: 'Issue key' }))
    expect(await screen.findByText('Feed key for “Portal One” issued.')).toBeTruthy()
    expect((screen.getByLabelText('Feed key') as HTMLInputElement).value).toBe('khfeed_secret')
    expect(api.jsonSentTo('POST', KEYS)).toEqual({ name: 'Portal One' })
    await waitFor(() => expect((screen.getByLabelText('Portal name') as HTMLInputElement).value).toBe(''))
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByLabelText('Feed key')).toBeNull()
  })
})
