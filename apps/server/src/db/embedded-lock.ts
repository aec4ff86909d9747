import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite allows one process per data folder; a second one would corrupt it. The lock file names the holder so
 * the second process can refuse with a useful message (and a stale lock of a dead process is taken over).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'keyhaven.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8'))
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (a running Keyhaven server?). ` +
            'Stop it first, or use a PostgreSQL server through DATABASE_URL.',
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
