import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SERVER_OPTIONS } from './server-options.ts'

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

it('keeps an idle keep-alive connection open past Node’s 5 s default', { timeout: 20_000 }, async () => {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  try {
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
    await sleep(6_000)
    expect(await get(socket)).toBe('HTTP/1.1 200 OK')
  } finally {
    socket.destroy()
  }
})
