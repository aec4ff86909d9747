import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertAccount, resetRateLimits } from '../test/accounts.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { type Pools, requestsFor } from './arbitraries.ts'
import { changedTables, snapshotter } from './db-snapshot.ts'
import { OPERATIONS } from './expectations.ts'
import { listOperations, type Operation } from './openapi.ts'
import { createWorld, ROLES, type Role, type World } from './world.ts'

// Property-based fuzzing of every operation's body, query and path from the OpenAPI schemas. Invariants:
// never a 5xx, never a hang, and nothing written when the answer is a 4xx. Seeded and bounded:
//   FUZZ_SEED=<n>      another run, or a replay (the failure message prints the seed and the counterexample);
//                      the default is fixed so that CI runs the same cases every time
//   FUZZ_RUNS=<n>      generated requests per operation (default 30)
//   FUZZ_BUDGET_MS=<n> time for the whole file's fuzzing (default 120 s); each operation gets its share

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 120_000)
/** A request that takes longer than this has hung (generous: CI machines are shared). */
const HANG_MS = 15_000
const OPERATION_TIMEOUT_MS = BUDGET_MS

let ctx: TestContext
let world: World
let operations: Operation[]
let snapshot: Awaited<ReturnType<typeof snapshotter>>
let pools: Pools
let casesRun = 0

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' } })
  world = await createWorld(ctx)
  operations = await listOperations(ctx)
  snapshot = await snapshotter(ctx.db)
  const listing = await world.property()
  const offer = await world.offer('accepted')
  const review = await world.review()
  pools = {
    ids: [
      listing.id,
      offer.id,
      offer.propertyId,
      review.id,
      (await world.property({ verificationStatus: 'pending' })).id,
    ],
    // Bystanders, not the world's own callers: a generated DELETE /users/{email} or make-agent may succeed,
    // and must not take away the accounts every later operation signs in with.
    emails: await Promise.all(
      (['user', 'agent', 'admin'] as const).map(
        async (role) => (await insertAccount(ctx.db, { role })).email,
      ),
    ),
  }
}, 180_000)

afterAll(async () => {
  await settleInFlight()
  console.info(`fuzz: ${casesRun} generated requests, seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
  await ctx?.close()
})

/** The role that may use the operation (first with a 2xx in the matrix), so input reaches the rules. */
function fuzzingRole(key: string): Role {
  const expected = OPERATIONS[key]?.[0]?.expect
  return ROLES.find((role) => expected && expected[role] < 300) ?? 'admin'
}

function withinTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung for ${HANG_MS} ms`)), HANG_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

// fast-check stops a property at its time limit without waiting for the request under way; the next
// operation waits for it, so its writes are never taken for the next operation's.
const inFlight = new Set<Promise<void>>()
function track(check: () => Promise<void>): Promise<void> {
  const running = check()
  inFlight.add(running)
  const forget = () => inFlight.delete(running)
  running.then(forget, forget)
  return running
}
const settleInFlight = () =>
  withinTime(Promise.allSettled([...inFlight]), 'a request of the previous operation')

describe('fuzzing every operation: no 5xx, no hang, nothing written on a 4xx', () => {
  const keys = Object.keys(OPERATIONS)
  const perOperationMs = Math.max(1_000, Math.floor(BUDGET_MS / keys.length))

  test.for(keys)('%s', { timeout: OPERATION_TIMEOUT_MS }, async (key) => {
    const operation = operations.find((candidate) => candidate.key === key)
    // The matrix test fails for a row without an operation; nothing to fuzz here.
    if (!operation) return
    const role = fuzzingRole(key)
    const firstCase = OPERATIONS[key]?.[0]
    const base = firstCase ? await firstCase.request(world, role) : {}
    await settleInFlight()
    await resetRateLimits(ctx.db)

    const property = fc.asyncProperty(requestsFor(operation, base, pools), (request) =>
      track(async () => {
        casesRun++
        const before = await snapshot()
        const response = await withinTime(world.send(operation.method, operation.path, request, role), key)
        const text = await withinTime(response.text(), `${key} (body)`)
        expect(response.status, `${key} as ${role}: ${text.slice(0, 300)}`).toBeLessThan(500)
        if (response.status >= 400) {
          const changed = changedTables(before, await snapshot())
          expect(changed, `${key} as ${role} answered ${response.status} but wrote to ${changed}`).toEqual([])
        }
      }),
    )
    // One case of every operation whatever the machine's load: its time share can end before a slow first case
    // does, which fast-check counts as a failure. The rest of the share goes to more cases.
    await fc.assert(property, { seed: SEED, numRuns: 1 })
    const more = await fc.check(property, {
      seed: SEED + 1,
      numRuns: RUNS,
      interruptAfterTimeLimit: perOperationMs,
    })
    if (more.failed && !(more.interrupted && more.numRuns === 0)) {
      throw new Error(fc.defaultReportMessage(more) ?? `${key}: the fuzzing failed`, {
        cause: more.errorInstance,
      })
    }
  })
})
