import type { TestApp } from './test-app.ts'

export interface SignedIn {
  cookie: string
  token: string
  /** Headers carrying the bearer token, for protected endpoints. */
  headers: Record<string, string>
}

function jsonInit(app: TestApp, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.config.baseUrl, ...headers },
    body: JSON.stringify(body),
  }
}

/** The session cookie(s) a Better Auth answer set, as a Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

export async function signUp(
  app: TestApp,
  user: { name: string; email: string; password: string; image?: string },
  headers: Record<string, string> = {},
) {
  return app.request('/api/auth/sign-up/email', jsonInit(app, user, headers))
}

export async function signInWithPassword(app: TestApp, email: string, password: string) {
  return app.request('/api/auth/sign-in/email', jsonInit(app, { email, password }))
}

/** Signs in with e-mail and password and exchanges the session for an access-token, as the web app does. */
export async function signIn(app: TestApp, email: string, password = 'demo1234'): Promise<SignedIn> {
  const response = await signInWithPassword(app, email, password)
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`)
  const cookie = cookieFrom(response)
  const tokenResponse = await app.request('/api/jwt', jsonInit(app, { email }, { Cookie: cookie }))
  if (tokenResponse.status !== 200) throw new Error(`/api/jwt answered ${tokenResponse.status}`)
  const { token } = (await tokenResponse.json()) as { token: string }
  return { cookie, token, headers: { Authorization: `Bearer ${token}` } }
}

export function postJson(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, jsonInit(app, body, headers))
}
