import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { savedSearches, users } from '../db/schema.ts'
import { testDatabaseKind } from '../test/test-app.ts'
import { Client } from './crash-load.ts'
import { type RawAnswer, RawConnection, rawRequest } from './raw-connection.ts'
import { serverDatabase } from './server-database.ts'
import { type ServerProcess, startServer } from './server-process.ts'

// SIGTERM while keep-alive clients are sending: the real server as a child process, several keep-alive
// connections, and full requests (saved searches, which write) sent just before the signal and in the moments
// after it. Every request whose bytes reached the server must be answered: done (2xx), or refused with 503 and
// Connection: close before any work, after which the server writes nothing more and closes the connection.
// None may be reset. Afterwards every acknowledged save is in the database and no refused one is.

const CONNECTIONS = 8
// Requests on the first connections (after the split one) go out before the signal; the others this many ms
// apart after it.
const SENT_BEFORE_SIGNAL = 3
const SPACING_AFTER_SIGNAL_MS = 15

let tempDir: string
let env: Record<string, string>
let dropDb: () => Promise<void> = async () => {}
let openDirect: () => DatabaseHandle
let server: ServerProcess | undefined

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-drain-'))
  env = {
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  }
  const database = await serverDatabase(env)
  dropDb = database.drop
  openDirect = database.open
})

afterAll(async () => {
  await server?.kill9()
  await dropDb()
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
})

type Outcome = { name: string; answer: RawAnswer } | { name: string; failure: string }

test('SIGTERM answers every request that reached it (2xx, or 503 + Connection: close before any work); none is reset', async () => {
  server = await startServer(env)
  const client = new Client(server.baseUrl)
  const buyer = await client.signIn('user@example.com', 'demo1234')
  const port = Number(new URL(server.baseUrl).port)

  // Idle keep-alive connections, each having carried one answer already, as a browser's or a balancer's are.
  const connections = await Promise.all(Array.from({ length: CONNECTIONS }, () => RawConnection.open(port)))
  for (const connection of connections) {
    const warmUp = await connection.send(rawRequest('GET', '/api/health'))
    expect(warmUp.status).toBe(200)
    expect(warmUp.headers.connection).not.toBe('close')
  }

  const run = Date.now().toString(36)
  const saveRequest = (name: string) =>
    rawRequest('POST', '/api/saved-searches', {
      headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' },
      // One query per search: the same query twice would be refused as already saved.
      body: JSON.stringify({ name, query: new URLSearchParams({ search: name }).toString() }),
    })
  const outcome = async (name: string, answer: Promise<RawAnswer>): Promise<Outcome> => {
    try {
      return { name, answer: await answer }
    } catch (error) {
      return { name, failure: (error as Error).message }
    }
  }
  const save = (connection: RawConnection, index: number) => {
    const name = `drain ${run} ${index}`
    return outcome(name, connection.send(saveRequest(name)))
  }

  const [split, ...others] = connections
  if (!split) throw new Error('no connection')
  // One request is half sent when the signal comes (its headers cut in two) and finished after it.
  const splitName = `drain ${run} split`
  const splitBytes = saveRequest(splitName)
  const splitAnswer = split.nextAnswer()
  split.write(splitBytes.subarray(0, 40))
  const outcomes: Promise<Outcome>[] = others
    .slice(0, SENT_BEFORE_SIGNAL)
    .map((connection, index) => save(connection, index))
  const stopped = server.stop()
  for (let index = SENT_BEFORE_SIGNAL; index < others.length; index++) {
    await sleep(SPACING_AFTER_SIGNAL_MS)
    const connection = others[index]
    if (connection) outcomes.push(save(connection, index))
    if (index === SENT_BEFORE_SIGNAL + 1) split.write(splitBytes.subarray(40))
  }
  outcomes.push(outcome(splitName, splitAnswer))
  const settled = await Promise.all(outcomes)
  await stopped
  server = undefined
  await Promise.all(connections.map((connection) => connection.whenClosed()))

  const failures = settled.flatMap((outcome) => ('failure' in outcome ? [outcome] : []))
  expect(failures, 'requests the server reset or dropped unanswered').toEqual([])
  const answered = settled.flatMap((outcome) => ('answer' in outcome ? [outcome] : []))
  const saved = answered.filter(({ answer }) => answer.status === 201).map(({ name }) => name)
  const refused = answered.filter(({ answer }) => answer.status === 503)
  expect(
    answered.filter(({ answer }) => answer.status !== 201 && answer.status !== 503),
    'answers other than 201 or 503',
  ).toEqual([])
  for (const { name, answer } of refused) {
    expect(answer.headers.connection, name).toBe('close')
    expect(answer.headers['retry-after'], name).toBeDefined()
    expect(JSON.parse(answer.body), name).toMatchObject({ error: { code: 'shutting_down' } })
  }
  // After its answer each connection was closed cleanly, with nothing more written: no reset, no stray bytes.
  expect(
    connections.map((connection) => ({
      ended: connection.ended,
      error: connection.error?.code,
      unread: connection.unread(),
    })),
  ).toEqual(connections.map(() => ({ ended: true, error: undefined, unread: '' })))

  const handle = openDirect()
  try {
    const rows = await handle.db
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(
        and(
          eq(users.email, 'user@example.com'),
          inArray(
            savedSearches.name,
            settled.map(({ name }) => name),
          ),
        ),
      )
    // Every acknowledged save is there; no refused one is (refused before any work).
    expect(rows.map((row) => row.name).sort()).toEqual([...saved].sort())
  } finally {
    await handle.close()
  }
  console.info(
    `drain on ${testDatabaseKind()}: ${settled.length} requests on keep-alive connections around SIGTERM: ` +
      `${saved.length} saved (2xx), ${refused.length} refused with 503 + Connection: close, 0 reset`,
  )
}, 300_000)
