import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// An integrator's client: generated from the served OpenAPI document, compiled with the TypeScript this project
// uses, then signing up, signing in, trading the session for an access-token and reading the caller's own
// record over real HTTP, by the generated functions' names alone.

const root = path.resolve(import.meta.dirname, '../../../..')
let ctx: TestContext
let server: Server
let folder: string

beforeAll(async () => {
  ctx = await createTestContext()
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }) as unknown as Server
  await once(server, 'listening')
  folder = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-client-'))
}, 60_000)

afterAll(async () => {
  server?.close()
  await ctx?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' })
  expect(result.status, `${path.basename(command)}: ${result.stdout}${result.stderr}`).toBe(0)
}

it('is generated from the document, compiles, and signs in with the names the document gives', async () => {
  const documentFile = path.join(folder, 'openapi.json')
  await writeFile(documentFile, await (await ctx.request('/api/openapi.json')).text())
  const output = path.join(folder, 'client')
  run(process.execPath, [path.join(import.meta.dirname, 'generate-client.mjs'), documentFile, output])
  run(path.join(root, 'node_modules/.bin/tsc'), [
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    '--target',
    'es2022',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--lib',
    'es2022,dom',
    path.join(output, 'index.ts'),
  ])

  const api = await import(path.join(output, 'index.ts'))
  const { client } = await import(path.join(output, 'client.gen.ts'))
  const { port } = server.address() as AddressInfo
  let token = ''
  // As the document says of the sign-in routes: a client that is no browser names the server's own address
  // (its BASE_URL) as its Origin.
  client.setConfig({
    baseUrl: `http://127.0.0.1:${port}/api`,
    auth: () => token,
    headers: { Origin: ctx.config.baseUrl },
  })
  const person = { name: 'Ida Integrator', email: 'ida@client.example', password: 'generated-horse-7' }

  const signedUp = await api.signUpWithEmail({ client, body: person })
  expect(signedUp.response.status, JSON.stringify(signedUp.error)).toBe(200)
  const signedIn = await api.signInWithEmail({
    client,
    body: { email: person.email, password: person.password },
  })
  expect(signedIn.data).toMatchObject({ user: { email: person.email, role: 'user' } })
  const cookie = signedIn.response.headers
    .getSetCookie()
    .map((header: string) => header.split(';')[0])
    .join('; ')
  const issued = await api.issueAccessToken({ client, body: { email: person.email }, headers: { cookie } })
  expect(issued.response.status).toBe(200)
  token = issued.data.token

  const me = await api.getMe({ client })
  expect(me.response.status).toBe(200)
  expect(me.data).toMatchObject({ email: person.email, name: person.name, role: 'user' })
  // Without the token the same call is refused: the client sent it because the document says so.
  token = ''
  expect((await api.getMe({ client })).response.status).toBe(401)
}, 120_000)
