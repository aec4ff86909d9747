import { once } from 'node:events'
import { createServer, type Server, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { createTestApp, createTestContext, type TestContext } from '../test/test-app.ts'

// Over real HTTP, as a browser reaches the server: which origins may sign in, and what Node's own parser
// and the body limit do with hostile requests.

let ctx: TestContext
const servers: Server[] = []

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
})
afterAll(async () => {
  for (const server of servers) server.close()
  await ctx?.close()
})

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts the server as `npm start` would, on a free port with `env`; returns its port. */
async function start(env: Record<string, string> = {}): Promise<number> {
  const port = await freePort()
  const { app } = createTestApp(
    ctx.database,
    ctx.storage,
    { dataDir: ctx.config.dataDir, webDistDir: ctx.config.webDistDir },
    { SIGN_IN_RATE_LIMIT: '1000', PORT: String(port), ...env },
  )
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as unknown as Server
  servers.push(server)
  await once(server, 'listening')
  return port
}

async function signInFrom(port: number, origin: string, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  })
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
}

describe('trusted origins', () => {
  it('with BASE_URL unset, accepts sign-in from every loopback name of the port', async () => {
    const port = await start()
    const account = await insertAccount(ctx.db)
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const { status } = await signInFrom(port, `http://${host}:${port}`, account.email)
      expect(status, host).toBe(200)
    }
  })

  it('with BASE_URL unset, tells a page opened at a LAN address which address to use', async () => {
    const port = await start()
    const account = await insertAccount(ctx.db)
    const { status, body } = await signInFrom(port, `http://192.168.1.20:${port}`, account.email)
    expect(status).toBe(403)
    const message = `This page was opened at http://192.168.1.20:${port}, but Keyhaven accepts sign-ins only from http://localhost:${port} (or http://127.0.0.1:${port}, http://[::1]:${port}). Open http://localhost:${port} instead, or set BASE_URL to the address you use.`
    expect(body).toEqual({
      error: { code: 'forbidden', message, authCode: 'INVALID_ORIGIN' },
      code: 'INVALID_ORIGIN',
      message,
    })
  })

  it('with BASE_URL set, accepts its origin only and names it to any other', async () => {
    const port = await start({ BASE_URL: 'https://homes.example.com/' })
    const account = await insertAccount(ctx.db)
    expect((await signInFrom(port, 'https://homes.example.com', account.email)).status).toBe(200)
    const { status, body } = await signInFrom(port, `http://127.0.0.1:${port}`, account.email)
    expect(status).toBe(403)
    const message = `This page was opened at http://127.0.0.1:${port}, but Keyhaven accepts sign-ins only from https://homes.example.com. Open https://homes.example.com instead.`
    expect(body).toEqual({
      error: { code: 'forbidden', message, authCode: 'INVALID_ORIGIN' },
      code: 'INVALID_ORIGIN',
      message,
    })
  })
})

/** Sends raw bytes and returns the status line of the answer. */
async function rawStatus(port: number, request: string): Promise<string> {
  const socket = new Socket()
  socket.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.write(request)
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  await Promise.race([once(socket, 'end'), once(socket, 'close')])
  socket.destroy()
  return Buffer.concat(chunks).toString('latin1').split('\r\n')[0] ?? ''
}

describe('hostile requests over HTTP', () => {
  it('refuses a control character in a header before it reaches any route, and keeps serving', async () => {
    const port = await start()
    for (const header of ['Authorization: Bearer a\u0000b', 'Cookie: better-auth.session_token=a\u0001b']) {
      const status = await rawStatus(
        port,
        `GET /api/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\nConnection: close\r\n\r\n`,
      )
      expect(status, header).toMatch(/^HTTP\/1\.1 400 /)
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
  })

  it('answers 413 to a chunked sign-up of 50 MB without reading it all', async () => {
    const port = await start()
    // Over a socket of its own: the server answers and closes while the body is still being sent, and an HTTP
    // client may report the write it was in the middle of (EPIPE) rather than the answer it got.
    const socket = new Socket()
    socket.connect(port, '127.0.0.1')
    await once(socket, 'connect')
    socket.on('error', () => {}) // writes after the server closed fail; the answer already arrived
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    const closed = Promise.race([once(socket, 'end'), once(socket, 'close')])
    let answered = false
    void closed.then(() => {
      answered = true
    })
    socket.write(
      `POST /api/auth/sign-up/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nOrigin: http://localhost:${port}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`
    let sent = 0
    // Paced like a real upload, so the answer can arrive while the body is still being sent.
    while (sent < 50 * 1024 * 1024 && !answered && received.length === 0 && !socket.destroyed) {
      socket.write(chunk)
      sent += 64 * 1024
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await closed
    socket.destroy()
    const [head = '', body = ''] = Buffer.concat(received).toString('latin1').split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 413 /)
    expect(body).toContain(
      JSON.stringify({
        error: { code: 'payload_too_large', message: 'The request body is larger than 1 MB' },
      }),
    )
    expect(sent).toBeLessThan(50 * 1024 * 1024)
  })
})
