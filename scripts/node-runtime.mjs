// Which Node runs Keyhaven. package.json's `engines` names the supported lines; the project brings Node 24
// itself, as the optional dependency `node-<platform>-<arch>` (Node's own binary, published by its release
// team), whose `node` every npm script finds first on its PATH. Started directly by an older Node (the
// machine's own), a script runs itself again under the Node the project brought (docs/decisions/0024).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

/** The lowest supported version, from `engines.node` (">=major.minor"). */
export const minimumNode = manifest.engines.node.replace(/^>=\s*/, '')

const asNumbers = (version) => version.split('.').map(Number)

/** Whether `version` (major.minor.patch) is at least `minimumNode`. */
export function isSupported(version) {
  const have = asNumbers(version)
  const need = asNumbers(minimumNode)
  for (let part = 0; part < need.length; part++) {
    if ((have[part] ?? 0) !== need[part]) return (have[part] ?? 0) > need[part]
  }
  return true
}

// Node's packages name Windows `win`, where process.platform says `win32`.
const nodePackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`

/** The path of the Node binary the project brought for this platform, or null when npm installed none. */
export function broughtNode() {
  try {
    const packageJson = createRequire(path.join(root, 'package.json')).resolve(`${nodePackage}/package.json`)
    const { bin } = JSON.parse(readFileSync(packageJson, 'utf8'))
    return path.join(path.dirname(packageJson), typeof bin === 'string' ? bin : bin.node)
  } catch {
    return null
  }
}

/**
 * Returns when this process runs on a supported Node. Otherwise runs this script again under the Node the
 * project brought and exits as it does, or, without one, says what to install and exits 1.
 */
export async function ensureSupportedNode() {
  if (isSupported(process.versions.node)) return
  const node = broughtNode()
  if (!node) {
    const brought = nodePackage in (manifest.optionalDependencies ?? {})
    console.error(
      `Keyhaven needs Node ${minimumNode} or newer (Node 24 recommended); this is Node ${process.versions.node}. ` +
        (brought
          ? 'Run `npm install` to get the Node the project brings for this machine, then start again.'
          : `The project brings no Node for ${process.platform}-${process.arch}: install Node 24 from https://nodejs.org.`),
    )
    process.exit(1)
  }
  // The child gets a process group of its own (where there are any), so that a terminal's Ctrl-C reaches it
  // once, through this process: a second signal would make the server exit without draining.
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...result) => resolve(result)))
  process.exit(code ?? 128 + os.constants.signals[signal])
}
