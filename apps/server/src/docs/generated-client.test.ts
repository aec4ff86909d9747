import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { generateApi } from 'swagger-typescript-api'
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

const run = (command: string, cwd: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  expect(result.status, `${path.basename(command)}: ${result.stdout}${result.stderr}`).toBe(0)
}

it('is generated from the document, compiles, and signs in with the names the document gives', async () => {
  const documentFile = path.join(folder, 'openapi.json')
  await writeFile(documentFile, await (await ctx.request('/api/openapi.json')).text())
  const output = path.join(folder, 'client')
  await generateApi({
    input: documentFile,
    output,
    fileName: 'api.ts',
    httpClientType: 'fetch',
    silent: true,
  })
  // Compiled where no tsconfig.json is, with the TypeScript this project builds with.
  run(path.join(root, 'node_modules/.bin/tsc'), output, [
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
    'api.ts',
  ])

  const { Api } = await import(path.join(output, 'api.ts'))
  const { port } = server.address() as AddressInfo
  let token = ''
  const api = new Api({
    baseUrl: `http://127.0.0.1:${port}/api`,
    // As the document says of the sign-in routes: a client that is no browser names the server's own address
    // (its BASE_URL) as its Origin.
    baseApiParams: { headers: { Origin: ctx.config.baseUrl } },
    securityWorker: () => (token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
  })
  const person = { name: 'Ida Integrator', email: 'ida@client.example', password: 'generated-horse-7' }

  expect((await api.auth.signUpWithEmail(person)).status).toBe(200)
  const signedIn = await api.auth.signInWithEmail({ email: person.email, password: person.password })
  expect(signedIn.data).toMatchObject({ user: { email: person.email, role: 'user' } })
  const cookie = (signedIn.headers as Headers)
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  const issued = await api.jwt.issueAccessToken({ email: person.email }, { headers: { cookie } })
  token = issued.data.token

  const me = await api.users.getMe()
  expect(me.data).toMatchObject({ email: person.email, name: person.name, role: 'user' })
  // Without the token the same call is refused: the client sent it because the document says the call is secured.
  token = ''
  await expect(api.users.getMe()).rejects.toMatchObject({ status: 401 })
}, 120_000)
