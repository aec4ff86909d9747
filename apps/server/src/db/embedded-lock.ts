import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, realpathSync, renameSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// Unix socket paths are limited to about 108 bytes; a longer data folder gets its lock in the temporary folder.
const MAX_SOCKET_PATH = 100

/** Where the lock of `dataDir` listens: inside it when the path is short enough. */
export function lockSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, 'keyhaven.lock.sock')
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH) return inside
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 24)
  return path.join(os.tmpdir(), `keyhaven-${id}.sock`)
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** The token of the process listening on `socketPath`, or undefined when nobody does (a stale socket file). */
function holderToken(socketPath: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    let token = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      token += chunk
    })
    socket.on('end', () => resolve(token))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined)
      else reject(error)
    })
  })
}

/**
 * PGlite allows one process per data folder; a second one would corrupt it. The lock is a Unix socket the
 * holder listens on: the kernel stops the listening when the process dies, however it dies, so "held" means
 * a live process answers, never a process id that a restart may have handed to someone else (PID 1 in a
 * container). The socket file of a dead holder is taken over. Resolves to the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // The first start of a fresh checkout has no data folder yet; the lock is taken before the database opens.
  mkdirSync(dataDir, { recursive: true })
  const socketPath = lockSocketPath(dataDir)
  const token = `${process.pid}:${randomUUID()}`
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = net.createServer((socket) => socket.end(token))
    try {
      await listen(server, socketPath)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      const holder = await holderToken(socketPath)
      if (holder !== undefined) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder.split(':')[0]} (a running Keyhaven ` +
            'server?). Stop it first, or use a PostgreSQL server through DATABASE_URL.',
        )
      }
      // Nobody listens: its holder died. Move the stale file aside (atomically) and try again.
      const aside = `${socketPath}.stale-${randomUUID()}`
      try {
        renameSync(socketPath, aside)
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError
      }
      rmSync(aside, { force: true })
      continue
    }
    // Two processes taking over the same stale file at once could each bind; only the one whose socket the
    // path now leads to holds the lock.
    if ((await holderToken(socketPath)) !== token) {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      throw new Error(`The embedded database in ${dataDir} is in use by another process.`)
    }
    // The lock alone keeps no process alive.
    server.unref()
    return () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
      })
  }
  throw new Error(`Could not lock ${dataDir}`)
}
