import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { ON_BOTH_DATABASES, PARALLEL_SET_UP_ONLY } from './database-sets.ts'

const root = path.resolve(import.meta.dirname, '../../../..')
const serverSource = path.join(root, 'apps/server/src')
/** The suites of their own projects (attack-pglite and attack-postgres), on both databases already. */
const ATTACK_SUITES = ['fuzz', 'crash', 'drain'].map((name) => `apps/server/src/attack/${name}.test.ts`)

async function apiTestFiles(): Promise<string[]> {
  const entries = await readdir(serverSource, { recursive: true })
  return entries
    .filter((entry) => entry.endsWith('.test.ts') && !/\.(unit|pg)\.test\.ts$/.test(entry))
    .map((entry) => path.posix.join('apps/server/src', entry.split(path.sep).join('/')))
    .filter((file) => !ATTACK_SUITES.includes(file))
}

test('every API test file that sends requests at once also runs on PostgreSQL, or says it only prepares data', async () => {
  const unlisted: string[] = []
  for (const file of await apiTestFiles()) {
    if (ON_BOTH_DATABASES.includes(file) || PARALLEL_SET_UP_ONLY.includes(file)) continue
    if ((await readFile(path.join(root, file), 'utf8')).includes('Promise.all(')) unlisted.push(file)
  }
  expect(unlisted, 'add each to ON_BOTH_DATABASES or PARALLEL_SET_UP_ONLY in database-sets.ts').toEqual([])
})

test('names only files that exist', async () => {
  const files = await apiTestFiles()
  expect([...ON_BOTH_DATABASES, ...PARALLEL_SET_UP_ONLY].filter((file) => !files.includes(file))).toEqual([])
})
