/** One statement sent to the database, with the values of its placeholders. */
export interface HeardStatement {
  sql: string
  params: unknown[]
}

/** The SQL statements a test context's app sends through Drizzle, heard while `record` runs. */
export interface StatementLog {
  hear(sql: string, params: unknown[]): void
  /** Runs `task` and returns the statements sent meanwhile, in order (tasks must not overlap). */
  record(task: () => Promise<unknown>): Promise<HeardStatement[]>
}

export function createStatementLog(): StatementLog {
  let heard: HeardStatement[] | undefined
  return {
    hear(sql, params) {
      heard?.push({ sql, params })
    },
    async record(task) {
      if (heard) throw new Error('StatementLog.record does not nest')
      heard = []
      const mine = heard
      try {
        await task()
        return mine
      } finally {
        heard = undefined
      }
    },
  }
}
