import type { ServedConnections } from './http/connections.ts'
import type { Logger } from './http/logger.ts'

export interface DrainOptions {
  connections: ServedConnections
  logger: Logger
  /** How long in-flight requests get to finish before their connections are closed. */
  timeoutMs: number
  /** From here on the app refuses new requests (503, Connection: close) and closes each connection after its answer. */
  onDrainStart(): void
  /** Closes what requests use (jobs, the database) once none is left. */
  afterDrain(): Promise<void>
}

// What afterDrain (stopping jobs, closing the database) gets before the process gives up on it.
const AFTER_DRAIN_GRACE_MS = 5_000
// How long an idle keep-alive connection stays open once the drain begins: a request its client sent before
// it could know is answered (503 and Connection: close, or done when already under way) rather than met by a
// closed connection.
const IDLE_GRACE_MS = 1_000
// After that, how often connections that have fallen quiet are looked for and closed.
const QUIET_SWEEP_MS = 100

/**
 * SIGTERM or Ctrl-C: stop accepting connections; finish the requests under way, refuse those that arrive
 * (the app answers 503 with Connection: close, before any work) and close each connection after its answer;
 * close the idle ones once IDLE_GRACE_MS has passed, never one with a request arriving on it. At `timeoutMs`
 * every connection left is cut. Then close what the requests used and exit 0. A second signal exits at once.
 */
export function drainOnSignals({ connections, logger, timeoutMs, onDrainStart, afterDrain }: DrainOptions) {
  let draining = false
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn('second signal: exiting without waiting', {
        signal,
        inFlight: connections.requestsUnderWay(),
      })
      process.exit(1)
    }
    draining = true
    const started = performance.now()
    onDrainStart()
    logger.info('shutting down', { signal, inFlight: connections.requestsUnderWay(), timeoutMs })
    const closed = connections.stopAccepting()
    let sweep: NodeJS.Timeout | undefined
    const grace = setTimeout(
      () => {
        connections.closeQuiet()
        sweep = setInterval(() => connections.closeQuiet(), QUIET_SWEEP_MS)
      },
      Math.min(IDLE_GRACE_MS, timeoutMs),
    )
    const deadline = setTimeout(() => {
      logger.warn('shutdown timeout: closing connections with requests still under way', {
        inFlight: connections.requestsUnderWay(),
      })
      connections.closeAll()
    }, timeoutMs)
    await closed
    clearTimeout(grace)
    clearInterval(sweep)
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
