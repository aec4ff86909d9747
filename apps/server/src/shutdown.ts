import type { Server } from 'node:http'
import type { ServerType } from '@hono/node-server'
import type { Logger } from './http/logger.ts'

export interface DrainOptions {
  server: ServerType
  logger: Logger
  /** How long in-flight requests get to finish before their connections are closed. */
  timeoutMs: number
  onDrainStart(): void
  /** Closes what requests use (jobs, the database) once none is left. */
  afterDrain(): Promise<void>
}

// What afterDrain (stopping jobs, closing the database) gets before the process gives up on it.
const AFTER_DRAIN_GRACE_MS = 5_000

/**
 * SIGTERM or Ctrl-C: stop accepting connections, let the requests under way finish (at most `timeoutMs`, then
 * their connections are cut), close what they used, exit 0. A second signal exits at once.
 */
export function drainOnSignals({
  server: anyServer,
  logger,
  timeoutMs,
  onDrainStart,
  afterDrain,
}: DrainOptions) {
  const server = anyServer as Server
  let inFlight = 0
  server.on('request', (_request, response) => {
    inFlight++
    response.once('close', () => inFlight--)
  })

  let draining = false
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn('second signal: exiting without waiting', { signal, inFlight })
      process.exit(1)
    }
    draining = true
    const started = performance.now()
    onDrainStart()
    logger.info('shutting down', { signal, inFlight, timeoutMs })
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Keep-alive connections with nothing under way go now, and as soon as any other becomes idle.
    server.closeIdleConnections()
    const idleSweep = setInterval(() => server.closeIdleConnections(), 50)
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout: closing connections with requests still under way', { inFlight })
      server.closeAllConnections()
    }, timeoutMs)
    await closed
    clearInterval(idleSweep)
    clearTimeout(deadline)
    const giveUp = setTimeout(() => {
      logger.error('shutdown: jobs or database did not close in time')
      process.exit(1)
    }, AFTER_DRAIN_GRACE_MS)
    try {
      await afterDrain()
    } catch (error) {
      logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) })
      process.exit(1)
    }
    clearTimeout(giveUp)
    logger.info('stopped', { ms: Math.round(performance.now() - started) })
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void drain(signal))
  process.on('SIGTERM', (signal) => void drain(signal))
}
