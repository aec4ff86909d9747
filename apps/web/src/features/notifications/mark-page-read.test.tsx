import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { useMarkPageRead } from './api.ts'

// A page that notifications lead to marks them read: once per page opened, each page its own call.

const api = serveApi()

function Page() {
  useMarkPageRead()
  // Renders again on its own: the call is not sent again.
  const [renders, setRenders] = useState(0)
  if (renders < 3) queueMicrotask(() => setRenders((count) => count + 1))
  return <p>Page</p>
}

describe('useMarkPageRead', () => {
  it('sends one call per page opened, not one per render', async () => {
    answerSignedIn(api)
    api.answer('POST', '/api/notifications/read-link', { body: { modifiedCount: 0 } })
    const router = renderPage([{ path: '/dashboard/*', element: <Page /> }], '/dashboard/my-offers')
    expect(await screen.findByText('Page')).toBeTruthy()
    await act(() => router.navigate('/dashboard/inquiries/1'))
    await waitFor(() => expect(api.requestsTo('POST', '/api/notifications/read-link')).toHaveLength(2))
    const links = api
      .requestsTo('POST', '/api/notifications/read-link')
      .map(({ body }) => JSON.parse(body).link)
    expect(links).toEqual(['/dashboard/my-offers', '/dashboard/inquiries/1'])
  })
})
