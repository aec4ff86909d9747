import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './embedded-lock.ts'

const lockModule = fileURLToPath(new URL('./embedded-lock.ts', import.meta.url))

// Each test starts Node processes through tsx, which takes seconds on a busy machine.
describe('lockDataDir', { timeout: 60_000 }, () => {
  let dir: string
  const children: ChildProcess[] = []

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'keyhaven-lock-'))
  })
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  })

  it('creates the data folder of a fresh checkout and locks it', async () => {
    const fresh = path.join(dir, 'data', 'db')
    const release = await lockDataDir(fresh)
    expect(existsSync(fresh)).toBe(true)
    await expect(lockDataDir(fresh)).rejects.toThrow(/in use/)
    await release()
  })

  /**
   * Another process holding the lock. With `ownPidNamespace` it runs as PID 1 of a fresh PID namespace (as a
   * server does in a container), so a holder restarted after a crash gets the same process id again.
   */
  async function holder(ownPidNamespace = false): Promise<ChildProcess> {
    const script = path.join(dir, `holder-${children.length}.mts`)
    writeFileSync(
      script,
      `import { lockDataDir } from ${JSON.stringify(lockModule)}\n` +
        `try { await lockDataDir(process.argv[2]); console.log('locked ' + process.pid) }\n` +
        `catch (error) { console.log('refused: ' + error.message) }\n` +
        'setInterval(() => {}, 60_000)\n',
    )
    const node = [process.execPath, '--import', 'tsx', script, dir]
    const [command, ...args] = ownPidNamespace
      ? ['unshare', '--pid', '--fork', '--kill-child', ...node]
      : node
    const child = spawn(command as string, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    children.push(child)
    return child
  }

  async function firstLine(child: ChildProcess): Promise<string> {
    const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer]
    return chunk.toString().trim()
  }

  it('refuses a second lock of the same folder within one process, and gives it once released', async () => {
    const release = await lockDataDir(dir)
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by process ${process.pid}`))
    await release()
    const again = await lockDataDir(dir)
    await again()
  })

  it('refuses a folder locked by another live process, naming it', async () => {
    const other = await holder()
    expect(await firstLine(other)).toBe(`locked ${other.pid}`)
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by process ${other.pid}`))
  })

  it('is free again as soon as its holder is killed, whatever the killing', async () => {
    const other = await holder()
    expect(await firstLine(other)).toMatch(/^locked/)
    other.kill('SIGKILL')
    await once(other, 'exit')
    const release = await lockDataDir(dir)
    await release()
  })

  it('is taken over after a crash by a restart that gets the same process id (PID 1 in a container)', async () => {
    const crashed = await holder(true)
    expect(await firstLine(crashed)).toBe('locked 1')
    crashed.kill('SIGKILL')
    await once(crashed, 'exit')
    const restarted = await holder(true)
    expect(await firstLine(restarted)).toBe('locked 1')
  })
})
