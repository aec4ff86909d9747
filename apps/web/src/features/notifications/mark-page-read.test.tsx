import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action } from '../../routes/notifications.read-page.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { useMarkPageRead } from './api.ts'

// A page that notifications lead to marks them read: once per page opened, each page its own post to the
// notifications' resource route, which leaves the page's own loader alone.

const api = serveApi()

function Page() {
  useMarkPageRead()
  // Renders again on its own: the post is not sent again.
  const [renders, setRenders] = useState(0)
  if (renders < 3) queueMicrotask(() => setRenders((count) => count + 1))
  return <p>Page</p>
}

function openPages() {
  let loads = 0
  const router = renderPage(
    [
      {
        path: '/dashboard/*',
        element: <Page />,
        loader: () => {
          loads += 1
          return null
        },
      },
    ],
    '/dashboard/my-offers',
  )
  return { router, loads: () => loads }
}

const linksMarked = () =>
  api.requestsTo('POST', '/api/notifications/read-link').map(({ body }) => JSON.parse(body).link)

describe('useMarkPageRead', () => {
  it('posts once per page opened, not once per render, and runs no loader again for it', async () => {
    answerSignedIn(api)
    api.answer('POST', '/api/notifications/read-link', { body: { modifiedCount: 1 } })
    const { router, loads } = openPages()
    expect(await screen.findByText('Page')).toBeTruthy()
    await waitFor(() => expect(linksMarked()).toEqual(['/dashboard/my-offers']))
    await act(() => router.navigate('/dashboard/inquiries/1'))
    await waitFor(() => expect(linksMarked()).toEqual(['/dashboard/my-offers', '/dashboard/inquiries/1']))
    await waitFor(() => expect(router.state.fetchers.size).toBe(0))
    // The first load of each page, none after a mark.
    expect(loads()).toBe(2)
  })

  it("answers the API's refusal or failure with its status, never throwing", async () => {
    const post = async (link: string) => {
      const form = new FormData()
      form.set('link', link)
      return action({
        request: new Request(`${location.origin}/notifications/read-page`, { method: 'POST', body: form }),
        url: new URL(`${location.origin}/notifications/read-page`),
        context: new RouterContextProvider(),
        params: {},
        pattern: '/notifications/read-page',
      })
    }
    api.answer('POST', '/api/notifications/read-link', {
      status: 400,
      body: { error: { code: 'validation', message: 'link must be a path of the app', field: 'link' } },
    })
    // React Router's data(): the body the fetcher reads, sent with the status.
    expect(await post('not a path')).toMatchObject({ data: { modifiedCount: 0 }, init: { status: 400 } })
    api.answer('POST', '/api/notifications/read-link', {
      status: 500,
      body: { error: { code: 'internal_error', message: 'Down' } },
    })
    expect(await post('/dashboard/leads')).toMatchObject({
      data: { modifiedCount: 0 },
      init: { status: 500 },
    })
  })
})
