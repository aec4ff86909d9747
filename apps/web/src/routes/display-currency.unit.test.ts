import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { chosenCurrency } from '../app/server/display-currency.server.ts'
import { action } from './display-currency.tsx'

// The navbar's display-currency choice: a cookie the root loader reads, set or cleared by this action, which
// sends the visitor back to the page they chose on.

async function post(currency: string, referer?: string): Promise<Response> {
  const body = new FormData()
  body.set('currency', currency)
  const request = new Request('http://keyhaven.test/display-currency', {
    method: 'POST',
    body,
    headers: referer === undefined ? {} : { Referer: referer },
  })
  return (await action({ request, context: new RouterContextProvider(), params: {} } as never)) as Response
}

/** The request a browser sends next, with the cookie the answer set. */
const nextRequest = (answer: Response) =>
  new Request('http://keyhaven.test/', {
    headers: { Cookie: (answer.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '' },
  })

describe('the display-currency action', () => {
  it('remembers an offered currency and sends the visitor back to the page', async () => {
    const answer = await post('EUR', 'http://keyhaven.test/allProperties?page=2')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/allProperties?page=2')
    expect(answer.headers.get('Set-Cookie')).toMatch(/HttpOnly/)
    expect(await chosenCurrency(nextRequest(answer))).toBe('EUR')
  })

  it('clears the choice for a blank or unknown currency', async () => {
    for (const currency of ['', 'XYZ', 'eur', '<script>']) {
      const answer = await post(currency, 'http://keyhaven.test/')
      expect(answer.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
      expect(await chosenCurrency(nextRequest(answer))).toBeNull()
    }
  })

  it('never sends the visitor to another site', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '/'],
      ['not a url', '/'],
      ['https://evil.example/steal?x=1', '/steal?x=1'],
      ['http://keyhaven.test//evil.example/x', '/evil.example/x'],
      ['http://keyhaven.test/\\\\evil.example', '/evil.example'],
    ]
    for (const [referer, location] of cases) {
      expect((await post('EUR', referer)).headers.get('Location')).toBe(location)
    }
  })
})
