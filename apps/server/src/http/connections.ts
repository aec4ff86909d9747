import type { IncomingMessage, Server } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import { SERVER_OPTIONS } from './server-options.ts'

// How long, and how much of a body, a connection closed after an answer goes on reading (and dropping) of
// what the client still sends.
const LINGER_MS = 2_000
const LINGER_MAX_BYTES = 64 * 1024 * 1024

interface Connection {
  /** Requests read and not yet answered (more than one when a client pipelines). */
  requestsUnderWay: number
  /** The latest request read: when the connection closes, the rest of its body is read and dropped. */
  request: IncomingMessage | undefined
  /** `socket.bytesRead` when its last answer was done: more since means a request is arriving. */
  bytesReadWhenAnswered: number
}

export interface ServedConnections {
  server: Server
  /** Stops accepting connections; resolves once every open one has closed. */
  stopAccepting(): Promise<void>
  /** Closes, in stages, each connection that has no request under way and no byte of one arriving. */
  closeQuiet(): void
  /** Cuts every connection at once, requests under way included. */
  closeAll(): void
  requestsUnderWay(): number
}

/**
 * A connection closes in stages (RFC 9112 §9.6): the answer is written, then a FIN, while whatever the client
 * still sends (the rest of a body the answer did not wait for) is read and dropped until the client closes too,
 * LINGER_MS and LINGER_MAX_BYTES at most. Closed at once instead, the socket would meet those bytes with a
 * reset, and a reset makes the client's system discard the answer it has received but not yet read: the client
 * would see ECONNRESET instead of, say, its 413.
 */
function closeInStages(socket: Socket, connection: Connection) {
  if (socket.writableEnded) return
  const { request } = connection
  if (request && !request.complete) {
    // Whoever read the body stopped (and would hold it back); the rest is pulled off the wire and dropped.
    request.removeAllListeners('data')
    let dropped = 0
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.byteLength
      if (dropped > LINGER_MAX_BYTES) socket.destroy()
    })
    request.resume()
  }
  socket.end()
  const cut = setTimeout(() => socket.destroy(), LINGER_MS)
  socket.once('close', () => clearTimeout(cut))
}

/**
 * Serves `fetch` over HTTP with SERVER_OPTIONS, keeping track of every connection so that none is closed under
 * a request: Node closes a connection after an answer marked `Connection: close` with `socket.destroySoon()`,
 * which here closes it in stages instead, and a shutdown closes only connections that are quiet (see
 * shutdown.ts).
 */
export function serveConnections(
  fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>,
  { port, hostname }: { port: number; hostname: string },
  onListening: () => void,
): ServedConnections {
  const connections = new Map<Socket, Connection>()
  const server = createAdaptorServer({
    // A request read from a connection already closing came behind an answer that closed it (pipelined): its
    // own answer could never be delivered, so it gets no work done.
    fetch: (request, env) =>
      env.incoming.socket.writableEnded ? new Response(null, { status: 503 }) : fetch(request, env),
    hostname,
    serverOptions: SERVER_OPTIONS,
  }) as Server

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { requestsUnderWay: 0, request: undefined, bytesReadWhenAnswered: 0 }
    connections.set(socket, connection)
    socket.once('close', () => connections.delete(socket))
    socket.destroySoon = () => closeInStages(socket, connection)
  })
  server.on('request', (request: IncomingMessage, response) => {
    const { socket } = request
    const connection = connections.get(socket)
    if (!connection) return
    connection.requestsUnderWay++
    connection.request = request
    response.once('close', () => {
      connection.requestsUnderWay--
      connection.bytesReadWhenAnswered = socket.bytesRead
    })
  })
  server.listen(port, hostname, onListening)

  return {
    server,
    // net.Server's close, not http.Server's: that one also destroys every idle keep-alive connection at once,
    // and with it any request whose bytes have reached this machine but not yet been read (a reset).
    stopAccepting: () => new Promise((resolve) => NetServer.prototype.close.call(server, () => resolve())),
    closeQuiet() {
      // After the next poll for input: bytes already on their way in are read first, and make their
      // connection busy rather than quiet.
      setImmediate(() => {
        for (const [socket, connection] of connections) {
          const quiet =
            connection.requestsUnderWay === 0 && socket.bytesRead === connection.bytesReadWhenAnswered
          if (quiet) closeInStages(socket, connection)
        }
      })
    },
    closeAll() {
      for (const socket of connections.keys()) socket.destroy()
    },
    requestsUnderWay: () =>
      [...connections.values()].reduce((sum, connection) => sum + connection.requestsUnderWay, 0),
  }
}
