import { once } from 'node:events'
import { connect, type Socket } from 'node:net'

// One HTTP/1.1 connection spoken to byte by byte, so a test sees exactly what the server did with it: each
// answer in full, whether the server then closed the connection, cleanly or with a reset, and whether it wrote
// anything after. A client library would hide all three (retrying, pooling, reconnecting).

export interface RawAnswer {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string>
  body: string
}

/** A request as bytes: Host and, with a body, Content-Length are added. */
export function rawRequest(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body)
  if (body !== undefined) lines.push(`Content-Length: ${payload.byteLength}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])
}

export class RawConnection {
  private received = Buffer.alloc(0)
  private waiting: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void } | undefined
  /** The server closed its side (a FIN). */
  ended = false
  /** How the connection failed, e.g. ECONNRESET: the server reset it. */
  error: NodeJS.ErrnoException | undefined
  private readonly closed: Promise<unknown>

  private constructor(private readonly socket: Socket) {
    // Not events.once: it would reject on the 'error' that a reset brings, which is an outcome here.
    this.closed = new Promise((resolve) => socket.once('close', resolve))
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk])
      this.settle()
    })
    socket.on('end', () => {
      this.ended = true
      this.settle()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.error = error
      this.settle()
    })
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    return new RawConnection(socket)
  }

  /** Writes the request and resolves with the next answer; rejects when the connection fails or closes first. */
  send(request: Buffer): Promise<RawAnswer> {
    const answer = this.nextAnswer()
    this.socket.write(request)
    return answer
  }

  /** Writes without waiting for anything. */
  write(bytes: Buffer) {
    this.socket.write(bytes)
  }

  /** Writes and resolves once the bytes are handed to the system (or the connection failed meanwhile). */
  writeAll(bytes: Buffer): Promise<void> {
    return new Promise((resolve) => this.socket.write(bytes, () => resolve()))
  }

  /**
   * Stops reading, as a client busy sending a large body does: what the server answers meanwhile waits in this
   * machine's buffers, where a reset from the server would erase it.
   */
  pauseReading() {
    this.socket.pause()
  }

  resumeReading() {
    this.socket.resume()
  }

  nextAnswer(): Promise<RawAnswer> {
    if (this.waiting) throw new Error('an answer is already awaited on this connection')
    return new Promise<RawAnswer>((resolve, reject) => {
      this.waiting = { resolve, reject }
      this.settle()
    })
  }

  /** Resolves once the connection is closed, however; then `ended`, `error` and `unread` tell how. */
  async whenClosed(): Promise<void> {
    await this.closed
  }

  /** Bytes the server wrote beyond the answers read. */
  unread(): string {
    return this.received.toString('latin1')
  }

  destroy() {
    this.socket.destroy()
  }

  private settle() {
    if (!this.waiting) return
    const answer = this.parse()
    if (answer) {
      const { resolve } = this.waiting
      this.waiting = undefined
      resolve(answer)
      return
    }
    const failure = this.error
      ? new Error(`the connection failed before an answer: ${this.error.code ?? this.error.message}`)
      : this.ended
        ? new Error('the server closed the connection without an answer')
        : undefined
    if (failure) {
      const { reject } = this.waiting
      this.waiting = undefined
      reject(failure)
    }
  }

  /** Takes one complete answer off the received bytes (Content-Length framing, as the server answers). */
  private parse(): RawAnswer | undefined {
    const headEnd = this.received.indexOf('\r\n\r\n')
    if (headEnd < 0) return undefined
    const [statusLine = '', ...headerLines] = this.received
      .subarray(0, headEnd)
      .toString('latin1')
      .split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of headerLines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const status = Number(statusLine.split(' ')[1])
    const length = headers['content-length']
    if (length === undefined && status !== 204 && status !== 304) {
      throw new Error(`an answer without Content-Length: ${statusLine}`)
    }
    const bodyEnd = headEnd + 4 + Number(length ?? 0)
    if (this.received.byteLength < bodyEnd) return undefined
    const body = this.received.subarray(headEnd + 4, bodyEnd).toString('utf8')
    this.received = this.received.subarray(bodyEnd)
    return { status, headers, body }
  }
}
