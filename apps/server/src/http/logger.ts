import { requestContext } from './request-context.ts'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

/**
 * One JSON object per line on stdout, for people and log shippers alike. A line written while serving a
 * request carries its id.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => console.log(line),
): Logger {
  const log = (at: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (rank[at] < rank[level]) return
    const requestId = requestContext.getStore()?.requestId
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        msg,
        ...(requestId && { requestId }),
        ...fields,
      }),
    )
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
