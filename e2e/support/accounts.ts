import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'

/** A fresh account for tests that change users, so the shared demo accounts stay as they are. */
export async function createAccount(request: APIRequestContext, baseURL: string, name = 'Test Person') {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: baseURL },
    data: { name, email, password: DEMO_PASSWORD },
  })
  if (!response.ok()) throw new Error(`sign-up answered ${response.status()}`)
  return { name, email }
}

/** Signs the page's browser context in (session cookie), as the login form would. */
export async function signInAs(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email, password },
  })
  if (!response.ok()) throw new Error(`sign-in of ${email} answered ${response.status()}`)
}

/** Bearer headers of a fresh session of `email` in the given request context (for arranging test data). */
export async function bearerFor(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { Origin: baseURL },
    data: { email, password },
  })
  if (!signIn.ok()) throw new Error(`sign-in of ${email} answered ${signIn.status()}`)
  const tokenResponse = await request.post('/api/jwt', { headers: { Origin: baseURL }, data: { email } })
  const { token } = (await tokenResponse.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

// The demo admin's session, one per worker process: no test signs the demo admin out or changes their password,
// and each sign-in costs the server a password hash.
const adminSessions = new Map<string, Promise<Record<string, string>>>()

/** Bearer headers of the demo admin (for arranging test data), signed in once per worker. */
export function adminHeaders(request: APIRequestContext, baseURL: string) {
  let headers = adminSessions.get(baseURL)
  if (!headers) {
    headers = bearerFor(request, baseURL, 'admin@example.com')
    adminSessions.set(baseURL, headers)
    // A failed sign-in is not kept: the next test asks again.
    headers.catch(() => adminSessions.delete(baseURL))
  }
  return headers
}
