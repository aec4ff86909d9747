import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/caller.ts'
import { clientIp } from '../auth/client-ip.ts'
import type { Database } from '../db/client.ts'
import { secondsUntil, tooManyRequests } from '../http/errors.ts'
import { createLeasedRateLimit } from '../http/leased-rate-limit.ts'

const WINDOW_SECONDS = 60

/**
 * An instance's share of a limit's window: a tenth of it, at most 50 hits. A share costs one statement, so a
 * person's searches write about once per share; another instance refuses at most a share less early.
 */
const leaseSizeOf = (max: number) => Math.max(1, Math.min(50, Math.floor(max / 10)))

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
  const limit = (max: number) =>
    createLeasedRateLimit(db, { windowSeconds: WINDOW_SECONDS, max, leaseSize: leaseSizeOf(max) })
  const personLimit = limit(perPerson)
  const addressLimit = limit(perAddress)
  return async (c, next) => {
    const answers = await Promise.all([
      personLimit.consume(`search:${c.get('caller').id}`),
      addressLimit.consume(`search-address:${clientIp(c, trustedProxyHeader)}`),
    ])
    const refused = answers.filter((answer) => !answer.allowed)
    if (refused.length > 0) {
      const endsAt = Math.max(...refused.map((answer) => answer.windowEndsAt))
      throw tooManyRequests(SEARCH_THROTTLED, secondsUntil(endsAt))
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
