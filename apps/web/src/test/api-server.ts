/// <reference types="node" />
// The test runs in Node beside the simulated browser: it answers the page's requests itself, over real HTTP.
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll } from 'vitest'

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string
  /** Path and query, as sent. */
  url: string
  headers: IncomingHttpHeaders
  /** The body as text (latin1, so a multipart upload keeps its bytes). */
  body: string
}

export interface Answer {
  status?: number
  body?: unknown
  /** e.g. a page's X-Total-Count. */
  headers?: Record<string, string>
}

type Responder = Answer | ((request: ReceivedRequest) => Answer)

const GENERIC_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
  500: 'internal_error',
}

/**
 * An error answer of Better Auth's routes as the server sends it: Keyhaven's shape with Better Auth's own code
 * in `error.authCode`, and Better Auth's `code` and `message` beside it (docs/decisions/0030).
 */
export function betterAuthError(status: number, authCode: string, message: string): Answer {
  const code = GENERIC_CODES[status] ?? 'bad_request'
  return { status, body: { error: { code, message, authCode }, code: authCode, message } }
}

export interface ApiServer {
  /** Every request received since the test began, oldest first. */
  readonly received: ReceivedRequest[]
  /** How to answer `METHOD /path` (the query aside) until the test ends. */
  answer(method: string, path: string, responder: Responder): void
  /** The requests to `METHOD /path` (the query aside), oldest first. */
  requestsTo(method: string, path: string): ReceivedRequest[]
  /** The parsed JSON body of the one request to `METHOD /path`; fails when there were none or several. */
  jsonSentTo(method: string, path: string): unknown
}

const pathOf = (url: string) => url.split('?')[0] ?? url

/**
 * Starts an HTTP server for the test file and makes it the page's origin, as the app's origin is the API's.
 * A request nobody said how to answer gets 404 in the API's error shape; answers are forgotten after each test.
 */
export function serveApi(): ApiServer {
  const received: ReceivedRequest[] = []
  const responders = new Map<string, Responder>()
  let server: Server | undefined

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('latin1')
      })
      request.on('end', () => {
        const method = request.method ?? 'GET'
        const url = request.url ?? '/'
        const seen = { method, url, headers: request.headers, body }
        received.push(seen)
        const responder = responders.get(`${method} ${pathOf(url)}`)
        const answer =
          typeof responder === 'function'
            ? responder(seen)
            : (responder ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } })
        response.statusCode = answer.status ?? 200
        for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value)
        if (answer.body === undefined) return void response.end()
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify(answer.body))
      })
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://127.0.0.1:${port}/`,
    )
  })
  afterEach(() => {
    received.length = 0
    responders.clear()
  })
  afterAll(() => server?.close())

  const requestsTo = (method: string, path: string) =>
    received.filter((request) => request.method === method && pathOf(request.url) === path)
  return {
    received,
    answer: (method, path, responder) => void responders.set(`${method} ${path}`, responder),
    requestsTo,
    jsonSentTo(method, path) {
      const matching = requestsTo(method, path)
      if (matching.length !== 1) throw new Error(`${matching.length} requests to ${method} ${path}`)
      return JSON.parse(matching[0]?.body ?? '')
    },
  }
}
