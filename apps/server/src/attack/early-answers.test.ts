import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServedConnections, serveConnections } from '../http/connections.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { RawConnection, rawRequest } from './raw-connection.ts'

// Answers sent before the request's body has arrived in full (a 413 at the body limit), over real keep-alive
// connections served as `npm start` serves them: such an answer says Connection: close, the server closes the
// connection after it without a reset (even while the client is still sending the body), and a client that
// follows the header sends its next request on a new connection, where it is answered.

const MB = 1024 * 1024

let ctx: TestContext
let served: ServedConnections
let port: number

beforeAll(async () => {
  ctx = await createTestContext()
  await new Promise<void>((resolve) => {
    served = serveConnections(ctx.app.fetch, { port: 0, hostname: '127.0.0.1' }, resolve)
  })
  port = (served.server.address() as AddressInfo).port
})
afterAll(async () => {
  served?.closeAll()
  await served?.stopAccepting()
  await ctx?.close()
})

const newsletter = (body: Buffer | string, headers: Record<string, string> = {}) =>
  rawRequest('POST', '/api/newsletter', { headers: { 'Content-Type': 'application/json', ...headers }, body })

const subscribe = (email: string) => newsletter(JSON.stringify({ email }))

/** The connection ended cleanly: a FIN from the server, no reset, nothing written after the answer. */
async function expectClosedCleanly(connection: RawConnection) {
  await connection.whenClosed()
  expect({ ended: connection.ended, error: connection.error?.code, unread: connection.unread() }).toEqual({
    ended: true,
    error: undefined,
    unread: '',
  })
}

describe('an answer sent before the body was read', () => {
  it('a 413 says Connection: close and the connection then closes cleanly; the next request, on a new connection, is answered', async () => {
    const connection = await RawConnection.open(port)
    const tooLarge = await connection.send(newsletter(Buffer.alloc(2 * MB, 0x61)))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.connection).toBe('close')
    await expectClosedCleanly(connection)

    const next = await RawConnection.open(port)
    const answer = await next.send(subscribe('after-413@example.test'))
    expect(answer.status).toBe(200)
    next.destroy()
  })

  it('a 413 reaches a client that reads it only after sending its whole body (no reset erases it)', async () => {
    const connection = await RawConnection.open(port)
    connection.pauseReading()
    const answer = connection.nextAnswer()
    // Refused on its Content-Length before a byte of the body is read; the client sends all of it regardless,
    // part of it after the 413 has come in unread.
    const request = newsletter(Buffer.alloc(3 * MB, 0x61))
    await connection.writeAll(request.subarray(0, MB))
    await sleep(100)
    await connection.writeAll(request.subarray(MB))
    connection.resumeReading()
    const tooLarge = await answer
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.connection).toBe('close')
    await expectClosedCleanly(connection)
  })

  it('a 413 counted while a chunked body streams in says Connection: close; what the client still sends is read and dropped', async () => {
    const connection = await RawConnection.open(port)
    const chunk = (size: number) =>
      Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), Buffer.alloc(size, 0x61), Buffer.from('\r\n')])
    const head = Buffer.from(
      'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    // No Content-Length: the limit is found by counting, past 1 MB; the client goes on sending after the answer.
    const tooLarge = await connection.send(Buffer.concat([head, chunk(MB), chunk(MB / 2)]))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.headers.connection).toBe('close')
    await connection.writeAll(Buffer.concat([chunk(MB), chunk(MB), Buffer.from('0\r\n\r\n')]))
    await expectClosedCleanly(connection)
  })

  it('keeps the connection open after an answer to a request that had arrived in full (a 401)', async () => {
    const connection = await RawConnection.open(port)
    const unauthorized = await connection.send(
      rawRequest('POST', '/api/saved-searches', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'kept', query: '' }),
      }),
    )
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.headers.connection).toBe('keep-alive')
    expect((await connection.send(subscribe('same-connection@example.test'))).status).toBe(200)
    connection.destroy()
  })
})
