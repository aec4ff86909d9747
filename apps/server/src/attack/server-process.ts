import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

// The real server as a child process, started the way `npm start` runs it. This is the one place that knows
// how: if the start command changes (e.g. compiled JavaScript run by plain `node`), change `serverCommand`.

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/** The command that runs the server: `tsx src/main.ts`, as one process (tsx's CLI would fork a second). */
function serverCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/main.ts'] }
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

export interface ServerProcess {
  baseUrl: string
  /** The last lines the server printed, for failure messages. */
  output(): string
  /** SIGKILL: no shutdown handler runs, nothing is flushed. */
  kill9(): Promise<void>
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>
}

/**
 * Starts the server with this environment (on top of PATH and HOME only, so nothing of the test run leaks in)
 * and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  { readyTimeoutMs = 180_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const { command, args } = serverCommand()
  const child: ChildProcess = spawn(command, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = once(child, 'exit')

  const deadline = Date.now() + readyTimeoutMs
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      )
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    baseUrl,
    output: () => output,
    kill9: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
  }
}
