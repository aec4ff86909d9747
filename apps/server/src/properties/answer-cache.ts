import type { Database } from '../db/client.ts'
import { listingChanges } from '../db/schema.ts'

/**
 * How long a kept answer is reused while nothing is written: what a card shows also moves with the clock (an
 * open house that has ended, a price drop's badge after its days), which no write announces.
 */
export const ANSWER_MAX_AGE_MS = 30_000
/** Answers kept at once; the least recently used goes first. */
const MAX_ANSWERS = 500

const versionReads = new WeakMap<Database, ReturnType<typeof prepareVersionRead>>()
const prepareVersionRead = (db: Database) =>
  db.select({ version: listingChanges.version }).from(listingChanges).prepare('listings_version')

/**
 * The number every committed change of what a search answers moves on (schema.ts listingChanges). Read before
 * every kept answer, so it is a prepared statement: neither built nor planned again on each request.
 */
export async function listingsVersion(db: Database): Promise<bigint> {
  let read = versionReads.get(db)
  if (!read) {
    read = prepareVersionRead(db)
    versionReads.set(db, read)
  }
  const [row] = await read.execute()
  return row?.version ?? 0n
}

/**
 * Answers of reads that depend on the listings alone (not on who asks), kept by key under the version of the
 * listings read before they were (docs/decisions/0042). That version is read before the answer's own reads, so a
 * kept answer is never older than its version: a request that reads a newer version (a write committed
 * anywhere since) misses and forgets every older answer, and one that reads an older version (a replica behind
 * the one that answered) reads for itself and keeps nothing. Requests for the same key that come together share
 * one read; a failed read is not kept.
 */
export function createAnswerCache<Answer>(options: { maxAgeMs?: number; now?: () => number } = {}) {
  const maxAgeMs = options.maxAgeMs ?? ANSWER_MAX_AGE_MS
  const now = options.now ?? (() => Date.now())
  let keptVersion = -1n
  const answers = new Map<string, { answer: Promise<Answer>; readAt: number }>()

  return {
    get(version: bigint, key: string, read: () => Promise<Answer>): Promise<Answer> {
      if (version < keptVersion) return read()
      if (version > keptVersion) {
        answers.clear()
        keptVersion = version
      }
      const kept = answers.get(key)
      answers.delete(key)
      if (kept && now() - kept.readAt < maxAgeMs) {
        answers.set(key, kept)
        return kept.answer
      }
      const entry = { answer: read(), readAt: now() }
      answers.set(key, entry)
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string)
      entry.answer.catch(() => {
        if (answers.get(key) === entry) answers.delete(key)
      })
      return entry.answer
    },
  }
}
