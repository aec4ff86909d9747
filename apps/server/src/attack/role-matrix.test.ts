import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resetRateLimits } from '../test/accounts.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { type AdminAuditCheck, adminAuditCheck } from './admin-audit.ts'
import { AUTH_OPERATIONS, type Case, OPERATIONS } from './expectations.ts'
import { listOperations } from './openapi.ts'
import { createWorld, ROLES, type World } from './world.ts'

// Every operation of /api/openapi.json (and Better Auth's important routes) × every role, against the
// expectations table of expectations.ts. Each cell builds its own records, so cells are independent. An admin's
// request of the OpenAPI document that succeeds and changes data must also write an audit row (admin-audit.ts).

let ctx: TestContext
let world: World
let adminAudit: AdminAuditCheck
// Generous bounds for a busy CI machine; the whole file takes seconds on an idle one.
const SETUP_TIMEOUT_MS = 180_000
const OPERATION_TIMEOUT_MS = 60_000

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' } })
  world = await createWorld(ctx)
  adminAudit = await adminAuditCheck(ctx.db)
}, SETUP_TIMEOUT_MS)
afterAll(() => ctx?.close())

async function runCases(key: string, cases: Case[], { auditAdminActions = false } = {}): Promise<string[]> {
  const [method, path] = key.split(' ') as [string, string]
  const mismatches: string[] = []
  for (const [index, testCase] of cases.entries()) {
    for (const role of ROLES) {
      await resetRateLimits(ctx.db)
      const request = await testCase.request(world, role)
      const watched = auditAdminActions && role === 'admin' && adminAudit.watches(method, testCase)
      const before = watched ? await adminAudit.before() : undefined
      const response = await world.send(method, path, request, role)
      const label = `${testCase.name ?? `case ${index + 1}`} as ${role}`
      if (response.status !== testCase.expect[role]) {
        mismatches.push(
          `${label}: ${response.status} (expected ${testCase.expect[role]}) ${await response.text()}`,
        )
        continue
      }
      const auditGap = before && (await adminAudit.gap(before, response))
      if (auditGap) mismatches.push(`${label}: ${auditGap}`)
      const conventionGap = httpConventionGap(response)
      if (conventionGap) mismatches.push(`${label}: ${conventionGap}`)
      try {
        await testCase.verify?.(world, role, response)
      } catch (error) {
        mismatches.push(`${label}: ${String(error)}`)
      }
    }
  }
  return mismatches
}

/** What HTTP asks of an answer with this status that it lacks (decision 0030), if anything. */
function httpConventionGap(response: Response): string | undefined {
  const required: Record<number, string> = { 201: 'Location', 401: 'WWW-Authenticate', 429: 'Retry-After' }
  const header = required[response.status]
  if (header && !response.headers.has(header)) return `a ${response.status} without ${header}`
  if (!response.headers.has('Cache-Control')) return `a ${response.status} without Cache-Control`
  return undefined
}

test('every operation of the OpenAPI document has a row of expectations, and every row an operation', async () => {
  const documented = (await listOperations(ctx)).map((operation) => operation.key)
  const missing = documented.filter((key) => !(key in OPERATIONS))
  const stale = Object.keys(OPERATIONS).filter((key) => !documented.includes(key))
  expect(missing, 'operations without a row in src/attack/expectations.ts').toEqual([])
  expect(stale, 'rows of src/attack/expectations.ts that match no documented operation').toEqual([])
})

describe('role × endpoint matrix (OpenAPI operations)', () => {
  test.for(Object.keys(OPERATIONS))('%s', { timeout: OPERATION_TIMEOUT_MS }, async (key) => {
    expect(await runCases(key, OPERATIONS[key] ?? [], { auditAdminActions: true })).toEqual([])
  })
})

describe("role × endpoint matrix (Better Auth's routes)", () => {
  test.for(Object.keys(AUTH_OPERATIONS))('%s', { timeout: OPERATION_TIMEOUT_MS }, async (key) => {
    expect(await runCases(key, AUTH_OPERATIONS[key] ?? [])).toEqual([])
  })
})
