import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/caller.ts'
import { clientIp } from '../auth/client-ip.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { consumeRateLimit } from '../http/rate-limit.ts'

const WINDOW_SECONDS = 60

export const SEARCH_THROTTLED = 'Too many searches in a minute. Please wait a moment, then search again.'

/**
 * All Properties' searches (the list and the map), per person and per client address in a minute. A person
 * typing, filtering and moving the map stays far below either; a script that searches without pause meets
 * them within seconds, and no longer takes the database from everyone else. The address's limit is the wider
 * one: several people may share an address.
 *
 * With `oneAtATime` (the embedded database, which answers one statement at a time, on the server's own thread,
 * and has no statement timeout) searches also take turns: at most one is in the database at once, so any other
 * request waits behind one search at most, not behind every search under way.
 */
export function createSearchThrottle(options: {
  db: Database
  perPerson: number
  perAddress: number
  trustedProxyHeader: string | undefined
  oneAtATime: boolean
}): MiddlewareHandler<AppEnv> {
  const { db, perPerson, perAddress, trustedProxyHeader } = options
  const inTurn = options.oneAtATime ? takingTurns() : (task: () => Promise<void>) => task()
  return async (c, next) => {
    const [personWithin, addressWithin] = await Promise.all([
      consumeRateLimit(db, `search:${c.get('caller').id}`, { windowSeconds: WINDOW_SECONDS, max: perPerson }),
      consumeRateLimit(db, `search-address:${clientIp(c, trustedProxyHeader)}`, {
        windowSeconds: WINDOW_SECONDS,
        max: perAddress,
      }),
    ])
    if (!personWithin || !addressWithin) {
      // The window is fixed, so it ends within this many seconds.
      c.header('Retry-After', String(WINDOW_SECONDS))
      throw new ApiError(429, SEARCH_THROTTLED)
    }
    await inTurn(next)
  }
}

/** Runs tasks one at a time, in the order they came. */
function takingTurns() {
  let tail: Promise<unknown> = Promise.resolve()
  return (task: () => Promise<void>): Promise<void> => {
    const turn = tail.then(task)
    tail = turn.catch(() => {})
    return turn
  }
}
