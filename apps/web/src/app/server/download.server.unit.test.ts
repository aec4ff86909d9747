import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { readTold } from '../../lib/forms/told-cookie.server.ts'
import { loader as listingsCsv } from '../../routes/dashboard.listings-csv.ts'
import { loader as ownData } from '../../routes/dashboard.own-data.ts'
import { pageContextKey } from '../load-context.ts'

// A download's resource route, as the server runs it: the visitor's session is checked, the file is asked of the
// API in the same process as them, and its body goes on to the browser as the API writes it, with the name the
// browser saves it under. A refusal before the file begins leads back to the page that offered it.

const AGENT = { id: 'agent-1', name: 'Ada Agent', email: 'agent@example.com', image: null, role: 'agent' }
const encoder = new TextEncoder()

/** The API in this process: the visitor signed in as AGENT, and `file` answering the export asked for. */
function apiWith(exportPath: string, file: () => Response) {
  const context = new RouterContextProvider()
  context.set(pageContextKey, {
    apiFetch: async (url) => {
      if (url === '/api/auth/get-session')
        return Response.json({ user: AGENT, session: { id: 's-1', expiresAt: '2030-01-01T00:00:00.000Z' } })
      if (url === '/api/jwt') return Response.json({ token: 'token-of-agent' })
      if (url === `/api/users/role/${encodeURIComponent(AGENT.email)}`)
        return Response.json({ role: 'agent' })
      if (url === exportPath) return file()
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
    },
  })
  return context
}

/** The browser's GET of a download's address, signed in. */
const asked = (path: string, context: RouterContextProvider) => ({
  request: new Request(`http://keyhaven.test${path}`, {
    headers: { Cookie: 'better-auth.session_token=s-1' },
  }),
  url: new URL(`http://keyhaven.test${path}`),
  context,
  params: {},
  pattern: path,
})

/** A file the API writes in two parts, the second held back until the test lets it go (or failing instead). */
function twoParts(first: string, second: string | Error) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first))
    },
    async pull(controller) {
      await released
      if (second instanceof Error) controller.error(second)
      else {
        controller.enqueue(encoder.encode(second))
        controller.close()
      }
    },
  })
  return { body, release }
}

const csvFile = (body: ReadableStream<Uint8Array>) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="keyhaven-listings.csv"',
    },
  })

describe("a download's resource route", () => {
  it("answers before the API has written the whole file, and passes on every byte under the file's name and type", async () => {
    const file = twoParts('title,price\n', 'Linden House,420000\n')
    const context = apiWith('/api/properties/agent/export.csv', () => csvFile(file.body))
    // The API holds its second part back: a route that read the whole file first would never answer here.
    const response = (await listingsCsv(asked('/dashboard/myAddProperties/export', context))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="keyhaven-listings.csv"')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    file.release()
    expect(await response.text()).toBe('title,price\nLinden House,420000\n')
  })

  it('ends the file short when the API fails part-way, so the browser does not save a complete-looking file', async () => {
    const file = twoParts('title,price\n', new Error('the database went away'))
    const context = apiWith('/api/properties/agent/export.csv', () => csvFile(file.body))
    const response = (await listingsCsv(asked('/dashboard/myAddProperties/export', context))) as Response
    expect(response.status).toBe(200)
    file.release()
    await expect(response.text()).rejects.toThrow()
  })

  it('passes the data export on as the API wrote it, saved as keyhaven-export.json', async () => {
    const written = '{"profile":{"email":"agent@example.com"},\n"wishlist":[]}'
    const context = apiWith(
      '/api/me/export',
      () => new Response(written, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
    )
    const response = (await ownData(asked('/dashboard/myProfile/export', context))) as Response
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="keyhaven-export.json"')
    expect(await response.text()).toBe(written)
  })

  it('leads back to the page that offered it, which says why, when the API refuses before the file begins', async () => {
    const context = apiWith('/api/properties/agent/export.csv', () =>
      Response.json({ error: { code: 'forbidden', message: 'Agents only.' } }, { status: 403 }),
    )
    const response = (await listingsCsv(asked('/dashboard/myAddProperties/export', context))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard/myAddProperties')
    const next = new Request('http://keyhaven.test/', {
      headers: { Cookie: (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '' },
    })
    expect(await readTold(next)).toEqual({
      text: 'Your listings could not be exported. Agents only.',
      failed: true,
    })
  })
})
