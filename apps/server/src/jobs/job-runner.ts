import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client.ts'
import { appSettings } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import type { JobOutcome } from '../metrics/metrics.ts'

export interface PeriodicJob {
  /** Also names its lock and its last-run record, so it must be the same on every instance. */
  name: string
  intervalMs: number
  /**
   * Does the work; may return fields for the log line of a run that did something. `stopping` is aborted when
   * the runner stops: a long run ends at its next safe point and leaves the rest to the next run.
   */
  run(stopping: AbortSignal): Promise<Record<string, unknown> | undefined>
}

export interface JobRunnerDeps {
  database: Pick<DatabaseHandle, 'db' | 'withLock'>
  logger: Logger
  countRun?: (job: string, outcome: JobOutcome) => void
}

export interface JobRunner {
  /** One tick of `job`: runs it unless another instance is running it or ran it less than an interval ago. */
  tick(job: PeriodicJob): Promise<JobOutcome>
  /** Ticks every job now, then every interval, until stop(). */
  start(jobs: PeriodicJob[]): void
  /** No more ticks; resolves once the runs under way have finished (they are told to stop early). */
  stop(): Promise<void>
}

// Instances tick at their own times; a run counts for everyone if it is at most this much of an interval old.
const DUE_FRACTION = 0.9

const lastRunKey = (job: PeriodicJob) => `job:${job.name}:last_run`

/**
 * Runs periodic jobs so that, however many instances share the database, each job runs in one instance at a
 * time (a PostgreSQL advisory lock named after it; an instance that finds it taken skips) and about once per
 * interval across them all (the last run's time is kept in the database).
 */
export function createJobRunner({ database, logger, countRun }: JobRunnerDeps): JobRunner {
  const { db } = database
  const timers: NodeJS.Timeout[] = []
  const running = new Map<string, Promise<JobOutcome>>()
  const stopping = new AbortController()

  async function runIfDue(job: PeriodicJob): Promise<JobOutcome> {
    const [last] = await db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, lastRunKey(job)))
    if (last && Date.now() - Date.parse(last.value) < job.intervalMs * DUE_FRACTION) return 'skipped'
    // A run counts from its start: counted from its end, a run longer than DUE_FRACTION leaves made the next
    // tick skip, and the job ran every other interval.
    const ranAt = new Date().toISOString()
    const fields = await job.run(stopping.signal)
    await db
      .insert(appSettings)
      .values({ key: lastRunKey(job), value: ranAt })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: ranAt } })
    if (fields) logger.info(`job ${job.name}`, fields)
    return 'succeeded'
  }

  async function tick(job: PeriodicJob): Promise<JobOutcome> {
    const underWay = running.get(job.name)
    if (underWay) {
      await underWay
      countRun?.(job.name, 'skipped')
      return 'skipped'
    }
    const run = (async (): Promise<JobOutcome> => {
      try {
        const outcome = await database.withLock(`keyhaven:job:${job.name}`, { wait: false }, () =>
          runIfDue(job),
        )
        return outcome.ran ? outcome.result : 'skipped'
      } catch (error) {
        logger.error(`job ${job.name} failed`, {
          error: error instanceof Error ? error.message : String(error),
        })
        return 'failed'
      }
    })()
    running.set(job.name, run)
    try {
      const outcome = await run
      countRun?.(job.name, outcome)
      return outcome
    } finally {
      running.delete(job.name)
    }
  }

  return {
    tick,
    start(jobs) {
      for (const job of jobs) {
        void tick(job)
        timers.push(setInterval(() => void tick(job), job.intervalMs).unref())
      }
    },
    async stop() {
      stopping.abort()
      for (const timer of timers.splice(0)) clearInterval(timer)
      await Promise.allSettled(running.values())
    },
  }
}
