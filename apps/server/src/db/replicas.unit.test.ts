import { describe, expect, it } from 'vitest'
import { isConnectionFailure, judgeReplica } from './replicas.ts'

// The lag rules of the replica checks; the SQL that reads the lag runs against a real streaming replica in the
// cluster test (apps/server/cluster/replica.test.ts), the routing on real databases in read-routing.pg.test.ts.

describe('judgeReplica', () => {
  const maxLagMs = 10_000
  const streaming = { inRecovery: true, caughtUp: false }

  it('takes a replica whose last replayed transaction is within the limit', () => {
    expect(judgeReplica({ ...streaming, replayAgeMs: 1_234.4 }, maxLagMs)).toEqual({
      state: 'in_use',
      lagMs: 1_234,
    })
    expect(judgeReplica({ ...streaming, replayAgeMs: 10_000 }, maxLagMs).state).toBe('in_use')
  })

  it('skips a replica further behind than the limit, and one that has replayed nothing yet', () => {
    expect(judgeReplica({ ...streaming, replayAgeMs: 10_001 }, maxLagMs)).toEqual({
      state: 'lagging',
      lagMs: 10_001,
    })
    expect(judgeReplica({ ...streaming, replayAgeMs: null }, maxLagMs)).toEqual({
      state: 'lagging',
      lagMs: null,
    })
  })

  it('counts a caught-up replica of an idle primary as no lag, however old its last transaction', () => {
    expect(judgeReplica({ inRecovery: true, caughtUp: true, replayAgeMs: 3_600_000 }, maxLagMs)).toEqual({
      state: 'in_use',
      lagMs: 0,
    })
  })

  it('counts a server not in recovery as up to date, and one that did not answer as down', () => {
    expect(judgeReplica({ inRecovery: false, caughtUp: false, replayAgeMs: null }, maxLagMs)).toEqual({
      state: 'in_use',
      lagMs: 0,
    })
    expect(judgeReplica(undefined, maxLagMs)).toEqual({ state: 'down', lagMs: null })
  })
})

describe('isConnectionFailure', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

  it('retries what a stopped, restarting or unreachable replica answers', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is shutting down', '57P03'),
      withCode('connection failure', '08006'),
      withCode('canceling statement due to conflict with recovery', '40001'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ])
      expect(isConnectionFailure(error), error.message).toBe(true)
  })

  it('lets every other error through: the same query would fail on the primary too', () => {
    for (const error of [
      withCode('syntax error at or near "selec"', '42601'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('invalid input syntax for type uuid', '22P02'),
      new Error('something else'),
    ])
      expect(isConnectionFailure(error), error.message).toBe(false)
    expect(isConnectionFailure('not an error')).toBe(false)
  })
})
