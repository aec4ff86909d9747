// Lints the served OpenAPI document as the tools integrators use would: Spectral's `spectral:oas` rules and
// Redocly's recommended ones (errors fail, warnings are printed), and every operation named by a unique camelCase
// operationId under a declared tag. The app is built over an empty in-memory database: the document depends on
// the routes alone. Part of `npm run check`.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { createLogger } from '../src/http/logger.ts'
import { createLocalStorage } from '../src/media/local-storage.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const dir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-openapi-'))
const database = openDatabase({ inMemory: true })
const problems: string[] = []
try {
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST_DIR: path.join(dir, 'web'), LOG_LEVEL: 'silent' })
  const app = createApp({
    config,
    database,
    storage: createLocalStorage(path.join(dir, 'uploads')),
    logger: createLogger('silent'),
    secret: 'openapi-lint-secret-openapi-lint-secret',
    mailer: { send: async () => {} },
  })
  const response = await app.request('/api/openapi.json')
  const document = (await response.json()) as {
    tags?: { name: string }[]
    paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>
  }
  const file = path.join(dir, 'openapi.json')
  await writeFile(file, JSON.stringify(document))

  const declaredTags = new Set(document.tags?.map((tag) => tag.name))
  const seen = new Map<string, string>()
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${route}`
      const id = operation.operationId
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        problems.push(`${where}: operationId "${id}" is not camelCase`)
      else if (seen.has(id)) problems.push(`${where}: operationId "${id}" is also ${seen.get(id)}'s`)
      else seen.set(id, where)
      for (const tag of operation.tags ?? []) {
        if (!declaredTags.has(tag))
          problems.push(`${where}: tag "${tag}" is not declared in the document's tags`)
      }
    }
  }

  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
  const tools: [string, string[]][] = [
    [
      'Spectral',
      [
        bin('spectral'),
        'lint',
        file,
        '--ruleset',
        path.join(root, '.spectral.yaml'),
        '--fail-severity',
        'error',
      ],
    ],
    [
      'Redocly',
      [bin('redocly'), 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    ],
  ]
  for (const [name, [command, ...args]] of tools) {
    const run = spawnSync(command ?? '', args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
    process.stdout.write(`${name}:\n${run.stdout}${run.stderr}`)
    if (run.status !== 0) problems.push(`${name} found errors (exit ${run.status})`)
  }
} finally {
  await database.close()
  await rm(dir, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(`The OpenAPI document has problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  process.exit(1)
}
console.log(`OpenAPI document: no errors.`)
