interface PgError {
  code?: string
  constraint?: string
}

/** The PostgreSQL error behind an error, also when Drizzle wraps it (DrizzleQueryError keeps it as `cause`). */
function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgError & { cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate
    current = candidate.cause
  }
  return undefined
}

/** A statement cancelled by its statement timeout (57014, query_canceled). */
export function isStatementTimeout(error: unknown): boolean {
  return pgErrorOf(error)?.code === '57014'
}

/** A unique violation (23505), of the named constraint or index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error)
  if (pg?.code !== '23505') return false
  return constraint === undefined || pg.constraint === undefined || pg.constraint === constraint
}
