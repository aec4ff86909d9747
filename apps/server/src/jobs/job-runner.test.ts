import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { appSettings } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createJobRunner, type PeriodicJob } from './job-runner.ts'

const logger = createLogger('silent')

describe('createJobRunner', () => {
  let ctx: TestContext
  // A second instance's connection to the same database (PostgreSQL); on PGlite the same one.
  let other: DatabaseHandle
  beforeAll(async () => {
    ctx = await createTestContext()
    other = ctx.databaseUrl ? openDatabase({ url: ctx.databaseUrl }) : ctx.database
  })
  afterAll(async () => {
    if (other !== ctx.database) await other.close()
    await ctx?.close()
  })

  function countingJob(name: string, work: () => Promise<void> = async () => {}) {
    const job = {
      name,
      intervalMs: 60_000,
      runs: 0,
      async run() {
        job.runs++
        await work()
        return undefined
      },
    } satisfies PeriodicJob & { runs: number }
    return job
  }

  it('runs a due job, then not again within its interval, in this or another instance', async () => {
    const job = countingJob('once-per-interval')
    const here = createJobRunner({ database: ctx.database, logger })
    const there = createJobRunner({ database: other, logger })
    expect(await here.tick(job)).toBe('succeeded')
    expect(await here.tick(job)).toBe('skipped')
    expect(await there.tick(job)).toBe('skipped')
    expect(job.runs).toBe(1)
  })

  it('never runs one job in two instances at once', async () => {
    let release = () => {}
    const job = countingJob('one-at-a-time', () => new Promise<void>((resolve) => (release = resolve)))
    const outcomes: string[] = []
    const here = createJobRunner({
      database: ctx.database,
      logger,
      countRun: (_, outcome) => outcomes.push(outcome),
    })
    const there = createJobRunner({
      database: other,
      logger,
      countRun: (_, outcome) => outcomes.push(outcome),
    })
    const first = here.tick(job)
    await expect.poll(() => job.runs).toBe(1)
    // The second tick, here or there, finds it under way.
    const second = there.tick(job)
    const third = here.tick(job)
    release()
    expect(await Promise.all([first, second, third])).toEqual(['succeeded', 'skipped', 'skipped'])
    expect(job.runs).toBe(1)
    expect(outcomes.sort()).toEqual(['skipped', 'skipped', 'succeeded'])
  })

  it('logs a failed run, reports it, and runs the job again on the next tick', async () => {
    const lines: string[] = []
    const runner = createJobRunner({
      database: ctx.database,
      logger: createLogger('error', (line) => lines.push(line)),
    })
    let fail = true
    const job = countingJob('fails-once', async () => {
      if (fail) throw new Error('storage unreachable')
    })
    expect(await runner.tick(job)).toBe('failed')
    expect(lines.join('\n')).toContain('storage unreachable')
    fail = false
    expect(await runner.tick(job)).toBe('succeeded')
    expect(job.runs).toBe(2)
  })

  it('counts a run from its start, so a long run does not make the next tick skip', async () => {
    let startedAt = 0
    const job = countingJob('long-run', async () => {
      startedAt = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(await createJobRunner({ database: ctx.database, logger }).tick(job)).toBe('succeeded')
    const [last] = await ctx.db.select().from(appSettings).where(eq(appSettings.key, 'job:long-run:last_run'))
    expect(Date.parse(last?.value ?? '')).toBeLessThanOrEqual(startedAt)
  })

  it('tells the run under way to stop early when the runner stops', async () => {
    let started = false
    let stoppedEarly = false
    const job = {
      name: 'told-to-stop',
      intervalMs: 60_000,
      async run(stopping: AbortSignal) {
        started = true
        await new Promise((resolve) => stopping.addEventListener('abort', resolve, { once: true }))
        stoppedEarly = stopping.aborted
        return undefined
      },
    } satisfies PeriodicJob
    const runner = createJobRunner({ database: ctx.database, logger })
    runner.start([job])
    await expect.poll(() => started).toBe(true)
    await runner.stop()
    expect(stoppedEarly).toBe(true)
  })

  it('stops ticking and waits for the run under way', async () => {
    let finished = false
    const job = countingJob('stops', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      finished = true
    })
    const runner = createJobRunner({ database: ctx.database, logger })
    runner.start([job])
    await expect.poll(() => job.runs).toBe(1)
    await runner.stop()
    expect(finished).toBe(true)
  })
})
