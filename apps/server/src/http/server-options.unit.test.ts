import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SERVER_OPTIONS } from './server-options.ts'

// The longest a load balancer in front of us keeps an idle connection (common clouds' 60 s; HAProxy's 30 s in the
// cluster test): the server must not close one before it does.
const BALANCER_IDLE_MS = 60_000

let server: ServerType
let port: number

beforeAll(async () => {
  server = serve({
    fetch: () => new Response('ok'),
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: SERVER_OPTIONS,
  })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends one GET on the socket and resolves with the status line of the answer. */
function get(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0] ?? ''))
    socket.once('error', reject)
    socket.once('close', () => reject(new Error('the server closed the connection')))
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
  })
}

it('keeps an idle keep-alive connection open longer than a load balancer does', async () => {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  try {
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    await expect.poll(() => answer).toContain('ok')
    // What the server tells the client it will keep the connection for, and what its own timer is set to: waiting
    // a minute for the timer itself would test Node, not us.
    expect(answer).toMatch(/^Keep-Alive: timeout=(\d+)/im)
    const advertised = Number(/^Keep-Alive: timeout=(\d+)/im.exec(answer)?.[1]) * 1000
    expect(advertised).toBeGreaterThan(BALANCER_IDLE_MS)
    expect((server as Server).keepAliveTimeout).toBeGreaterThan(BALANCER_IDLE_MS)
    expect((server as Server).headersTimeout).toBeGreaterThan((server as Server).keepAliveTimeout)
  } finally {
    socket.destroy()
  }
})

it('answers a second request on the same connection', async () => {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  try {
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
  } finally {
    socket.destroy()
  }
})
