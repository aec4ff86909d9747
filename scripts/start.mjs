// `npm start`: builds what is missing or stale, then runs the compiled server in this very process (plain
// `node`, no tsx), so the SIGTERM or Ctrl-C that npm passes on reaches the server's own graceful shutdown.
// `node scripts/start.mjs seed|cleanup-uploads [args]` runs those tools the same way. Started by a Node older
// than the supported ones, it runs itself again under the Node the project brings (node-runtime.mjs).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuilt, serverDist } from './build.mjs'
import { ensureSupportedNode } from './node-runtime.mjs'

await ensureSupportedNode()

const tools = { seed: 'seed-cli.js', 'cleanup-uploads': 'cleanup-uploads-cli.js' }
const tool = tools[process.argv[2]]
// The tool's own arguments follow its name; drop the name so the tool sees only them.
if (tool) process.argv.splice(2, 1)

try {
  // Only the server needs the web app; the tools need just the server bundle.
  await ensureBuilt(tool ? ['server'] : ['server', 'web'])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
// npm runs this under `sh -c`, and on SIGTERM npm exits while sh may not pass the signal on (dash does not):
// a start whose parent went away was asked to stop, so it stops the same graceful way.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
}, 250).unref()

process.setSourceMapsEnabled(true)
await import(pathToFileURL(path.join(serverDist, tool ?? 'main.js')).href)
