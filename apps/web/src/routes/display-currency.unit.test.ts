import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { chosenCurrency } from '../app/server/display-currency.server.ts'
import { IN_PLACE_FIELD } from '../lib/forms/outcome.ts'
import { action } from './display-currency.tsx'

// The navbar's display-currency choice: a cookie the root loader reads, set or cleared by this action.

async function post(fields: Record<string, string>): Promise<Response> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  const request = new Request('http://keyhaven.test/display-currency', { method: 'POST', body })
  const answer = await action({ request, context: new RouterContextProvider(), params: {} } as never)
  if (answer instanceof Response) return answer
  const { init } = answer as { init: ResponseInit | null }
  return new Response(null, init ?? {})
}

/** The request a browser sends next, with the cookie the answer set. */
const nextRequest = (answer: Response) =>
  new Request('http://keyhaven.test/', {
    headers: { Cookie: (answer.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '' },
  })

describe('the display-currency action', () => {
  it('remembers an offered currency and sends a page without scripts back where it was', async () => {
    const answer = await post({ currency: 'EUR', redirectTo: '/allProperties?page=2' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/allProperties?page=2')
    expect(answer.headers.get('Set-Cookie')).toMatch(/HttpOnly/)
    expect(await chosenCurrency(nextRequest(answer))).toBe('EUR')
  })

  it('answers a hydrated page in place', async () => {
    const answer = await post({ currency: 'BDT', [IN_PLACE_FIELD]: '' })
    expect(answer.status).toBe(200)
    expect(await chosenCurrency(nextRequest(answer))).toBe('BDT')
  })

  it('clears the choice for a blank or unknown currency', async () => {
    for (const currency of ['', 'XYZ', '<script>']) {
      const answer = await post({ currency, redirectTo: '/' })
      expect(answer.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
      expect(await chosenCurrency(nextRequest(answer))).toBeNull()
    }
  })

  it('never sends the visitor to another site', async () => {
    for (const redirectTo of ['//evil.example', '/\\evil.example', 'https://evil.example', '']) {
      expect((await post({ currency: 'EUR', redirectTo })).headers.get('Location')).toBe('/')
    }
  })
})
