import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder of the nearest package.json above `file`. */
function packageRootOf(file: string): string {
  let dir = path.dirname(file)
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`No package.json above ${file}`)
    dir = parent
  }
  return dir
}

/**
 * apps/server, found the same way from the sources (src/…, run by tsx or vitest) and from the compiled bundle
 * (dist/main.js), so the files read at run time resolve alike in both.
 */
export const serverRoot = packageRootOf(fileURLToPath(import.meta.url))
/** The repository's root: relative DATA_DIR and WEB_DIST_DIR, and `.env`, are read from here. */
export const repoRoot = path.join(serverRoot, '../..')
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations')
export const defaultWebDistDir = path.join(serverRoot, '../web/dist')
