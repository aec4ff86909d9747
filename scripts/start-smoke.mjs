// CI's proof that `npm start` serves on the Node running this script (.ci/run runs it on the lowest supported
// line): the compiled server started as `npm start` starts it, on a fresh data directory (migrations, demo
// data, its pictures), must say it listens on this very Node, answer /api/ready and stop cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { root } from './build.mjs'

// A port nobody holds, found by listening on port 0.
const probe = createServer().listen(0, '127.0.0.1')
await once(probe, 'listening')
const port = probe.address().port
probe.close()

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-start-smoke-'))
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const exited = once(server, 'exit')
// A first start builds nothing (CI built before) but migrates and seeds; on a busy machine that is a minute.
setTimeout(() => {
  console.error('The server did not listen within 5 minutes')
  server.kill('SIGKILL')
  process.exit(1)
}, 300_000).unref()

try {
  // The server writes one JSON object per line; anything else (the build's progress) is passed on.
  let listening
  for await (const line of createInterface({ input: server.stdout })) {
    const entry = line.startsWith('{') ? JSON.parse(line) : undefined
    if (entry?.msg === 'listening') {
      listening = entry
      break
    }
    if (!entry) console.log(line)
  }
  if (listening?.node !== process.version) {
    throw new Error(
      `The server should listen on Node ${process.version}, it said ${JSON.stringify(listening)}`,
    )
  }
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
  if (ready.status !== 200) throw new Error(`/api/ready answered ${ready.status}: ${await ready.text()}`)
  server.kill('SIGTERM')
  const [code, signal] = await exited
  if (code !== 0) throw new Error(`The server should exit 0 on SIGTERM, it exited ${code ?? signal}`)
  console.log(`npm start serves on Node ${process.version}: listening, ready, stopped cleanly.`)
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
}
