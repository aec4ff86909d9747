// A minimal OpenID Connect provider for browser tests: authorization code flow with PKCE (S256) only,
// one confidential client, everything in memory. Anyone may sign in as any e-mail address, so it must
// never be reachable from outside the test machine (it listens on 127.0.0.1 only).
import { createHash, randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

const port = Number(process.env.OIDC_PORT ?? 3101)
const issuer = `http://127.0.0.1:${port}`
const client = { id: 'keyhaven-test', secret: 'keyhaven-test-secret' }
const scopes = ['openid', 'email', 'profile']
const codeTtlMs = 60_000
const tokenTtlSeconds = 3600

// A fresh key per run: relying parties must fetch it from jwks_uri rather than pin it.
const kid = randomBytes(8).toString('hex')
const { privateKey, publicKey } = await generateKeyPair('RS256')
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] }

type Identity = { sub: string; email: string; name: string }
type AuthRequest = {
  clientId: string
  redirectUri: string
  scope: string
  state?: string
  nonce?: string
  codeChallenge: string
}
const codes = new Map<string, AuthRequest & Identity & { expiresAt: number }>()
const accessTokens = new Map<string, Identity & { expiresAt: number }>()

const token = () => randomBytes(32).toString('base64url')
const sha256 = (value: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(value).digest(encoding)

type ErrorStatus = 400 | 401
const oauthError = (c: Context, status: ErrorStatus, error: string, description: string) =>
  c.json({ error, error_description: description }, status)

// File uploads make no sense here, so only the text fields of a posted form are kept.
const formFields = async (c: Context) =>
  Object.fromEntries(
    Object.entries(await c.req.parseBody()).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )

// Local redirect URIs only, so the provider can never be used to bounce a browser somewhere else.
function isAllowedRedirect(uri: string) {
  if (!URL.canParse(uri)) return false
  const url = new URL(uri)
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname) && !url.hash
}

/** Validates the authorization request shared by the login page and its form post. */
function parseAuthRequest(params: Record<string, string | undefined>): AuthRequest | [string, string] {
  const { client_id, redirect_uri, response_type, scope = '', code_challenge, code_challenge_method } = params
  if (client_id !== client.id) return ['unauthorized_client', 'unknown client_id']
  if (!redirect_uri || !isAllowedRedirect(redirect_uri))
    return ['invalid_request', 'redirect_uri not allowed']
  if (response_type !== 'code') return ['unsupported_response_type', 'only response_type=code is supported']
  if (!scope.split(' ').includes('openid')) return ['invalid_scope', 'scope must include openid']
  if (!code_challenge || code_challenge_method !== 'S256')
    return ['invalid_request', 'PKCE with S256 is required']
  return {
    clientId: client_id,
    redirectUri: redirect_uri,
    scope,
    state: params.state,
    nonce: params.nonce,
    codeChallenge: code_challenge,
  }
}

const loginPage = (params: Record<string, string>) => html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Test identity provider</title></head>
  <body>
    <main>
      <h1>Test identity provider</h1>
      <form method="post" action="/authorize">
        ${Object.entries(params)
          .filter(([key]) => key !== 'login_hint')
          .map(([key, value]) => html`<input type="hidden" name="${key}" value="${value}" />`)}
        <p><label for="email">Email</label> <input id="email" name="email" type="email" required value="${params.login_hint ?? ''}" /></p>
        <p><label for="name">Name</label> <input id="name" name="name" type="text" /></p>
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>`

const app = new Hono()

app.get('/.well-known/openid-configuration', (c) =>
  c.json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: scopes,
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code'],
    authorization_response_iss_parameter_supported: true,
  }),
)

app.get('/jwks', (c) => c.json(jwks))

app.get('/authorize', (c) => {
  const params = c.req.query()
  const request = parseAuthRequest(params)
  if (Array.isArray(request)) return oauthError(c, 400, ...request)
  return c.html(loginPage(params))
})

app.post('/authorize', async (c) => {
  const params = await formFields(c)
  const request = parseAuthRequest(params)
  if (Array.isArray(request)) return oauthError(c, 400, ...request)
  const email = params.email?.trim().toLowerCase()
  if (!email?.includes('@')) return oauthError(c, 400, 'invalid_request', 'a valid email is required')
  // Relying parties usually insist on a display name, so fall back to the mailbox name.
  const name = params.name?.trim() || (email.split('@')[0] ?? email)

  const code = token()
  codes.set(code, { ...request, sub: sha256(email, 'hex'), email, name, expiresAt: Date.now() + codeTtlMs })
  const target = new URL(request.redirectUri)
  target.searchParams.set('code', code)
  if (request.state !== undefined) target.searchParams.set('state', request.state)
  target.searchParams.set('iss', issuer) // RFC 9207, lets the client rule out mix-up attacks
  return c.redirect(target.toString(), 302)
})

/** RFC 6749 §2.3.1: the Basic credentials are form-encoded before base64. */
function clientCredentials(authorization: string | undefined, form: Record<string, string>) {
  const formCredentials = form.client_secret !== undefined
  if (!authorization)
    return formCredentials ? { id: form.client_id, secret: form.client_secret, basic: false } : null
  if (formCredentials) return 'both'
  const match = /^Basic +(\S+)$/i.exec(authorization)
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString() : ''
  const colon = decoded.indexOf(':')
  if (colon < 1) return null
  // URLSearchParams decodes '+' and never throws on a stray '%', unlike decodeURIComponent.
  const unform = (value: string) => new URLSearchParams(`v=${value}`).get('v') ?? ''
  return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)), basic: true }
}

app.post('/token', async (c) => {
  c.header('Cache-Control', 'no-store')
  const form = await formFields(c)

  const credentials = clientCredentials(c.req.header('authorization'), form)
  if (credentials === 'both')
    return oauthError(c, 400, 'invalid_request', 'use one client authentication method')
  if (credentials?.id !== client.id || credentials.secret !== client.secret) {
    if (credentials?.basic) c.header('WWW-Authenticate', 'Basic realm="token"')
    return oauthError(c, 401, 'invalid_client', 'client authentication failed')
  }
  if (form.grant_type !== 'authorization_code') {
    return oauthError(c, 400, 'unsupported_grant_type', 'only authorization_code is supported')
  }

  const grant = form.code ? codes.get(form.code) : undefined
  if (form.code) codes.delete(form.code) // single use, even when the exchange below fails
  if (!grant || grant.expiresAt < Date.now())
    return oauthError(c, 400, 'invalid_grant', 'unknown or expired code')
  if (grant.clientId !== credentials.id)
    return oauthError(c, 400, 'invalid_grant', 'code was issued to another client')
  if (form.redirect_uri !== grant.redirectUri)
    return oauthError(c, 400, 'invalid_grant', 'redirect_uri mismatch')
  const verifier = form.code_verifier ?? ''
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || sha256(verifier, 'base64url') !== grant.codeChallenge) {
    return oauthError(c, 400, 'invalid_grant', 'PKCE verification failed')
  }

  const identity = { sub: grant.sub, email: grant.email, name: grant.name }
  const accessToken = token()
  accessTokens.set(accessToken, { ...identity, expiresAt: Date.now() + tokenTtlSeconds * 1000 })
  const idToken = await new SignJWT({
    email: identity.email,
    email_verified: true,
    name: identity.name,
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(grant.clientId)
    .setSubject(identity.sub)
    .setIssuedAt()
    .setExpirationTime(`${tokenTtlSeconds}s`)
    .sign(privateKey)
  return c.json({
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: tokenTtlSeconds,
    id_token: idToken,
    scope: grant.scope,
  })
})

// OIDC Core §5.3.1 requires both GET and POST here.
app.on(['GET', 'POST'], '/userinfo', (c) => {
  const bearer = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  const identity = bearer ? accessTokens.get(bearer) : undefined
  if (!identity || identity.expiresAt < Date.now()) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
    return oauthError(c, 401, 'invalid_token', 'missing, unknown or expired access token')
  }
  return c.json({ sub: identity.sub, email: identity.email, email_verified: true, name: identity.name })
})

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`test OIDC provider at ${issuer}`))
