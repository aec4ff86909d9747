import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './embedded-lock.ts'

describe('lockDataDir', () => {
  let dir: string
  let lockPath: string

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'keyhaven-lock-'))
    lockPath = path.join(dir, 'keyhaven.lock')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes its pid into the lock file and removes it on release', () => {
    const unlock = lockDataDir(dir)
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid))
    unlock()
    expect(existsSync(lockPath)).toBe(false)
  })

  it('refuses a folder locked by another live process, naming the holder', () => {
    // The parent of this worker is alive for as long as the test runs.
    writeFileSync(lockPath, String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`))
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.ppid))
  })

  it('refuses a second lock of the same folder within one process', () => {
    const unlock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.pid}`))
    unlock()
  })

  it('takes over the stale lock of a process that has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', '']).pid
    expect(exited).toBeGreaterThan(0)
    writeFileSync(lockPath, String(exited))
    const unlock = lockDataDir(dir)
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid))
    unlock()
  })

  it('takes over a lock file that does not name a process', () => {
    writeFileSync(lockPath, 'garbage')
    const unlock = lockDataDir(dir)
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid))
    unlock()
  })
})
