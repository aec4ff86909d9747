import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { serverRoot } from '../src/config/paths.ts'

// Two (or more) compiled Keyhaven instances behind HAProxy (Debian's package) on one PostgreSQL database,
// images in a local S3 server: the production layout on loopback, for the cluster test and its bench.

const BUCKET = 'keyhaven-cluster'

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface Instance {
  name: string
  url: string
  port: number
  /** Every line the instance wrote, stdout and stderr. */
  lines: string[]
  /** Milliseconds from spawning the process to its first ready answer, for its last start. */
  readyMs: number
  process: ChildProcess | undefined
}

/** The HAProxy configuration the test uses (and the README shows). */
export function haproxyConfig(options: { balancerPort: number; singlePort: number; instances: Instance[] }) {
  const servers = options.instances.map(
    (instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`,
  )
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A request whose instance refused the connection or closed it unanswered goes to another instance.
  retries 3
  option redispatch
  retry-on conn-failure empty-response response-timeout 503
  option forwardfor
  option http-server-close

frontend keyhaven
  bind 127.0.0.1:${options.balancerPort}
  unique-id-format %{+X}o%ci%cp%fp%Ts%rt%pid
  unique-id-header X-Request-Id
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  timeout check 3s
  default-server inter 500ms fall 3 rise 2
  http-response set-header X-Served-By %s
${servers.join('\n')}

# One instance alone behind the same balancer, for the bench's comparison.
frontend keyhaven-single
  bind 127.0.0.1:${options.singlePort}
  default_backend single

backend single
  option httpchk GET /api/ready
  timeout check 3s
  default-server inter 500ms fall 3 rise 2
${servers[0]}
`
}

export interface Cluster {
  balancerUrl: string
  singleUrl: string
  instances: Instance[]
  haproxyConfigText: string
  /** Starts instance `index` (again) and resolves when it is ready. */
  start(index: number): Promise<void>
  /** Sends `signal` to instance `index` and resolves with its exit code. */
  stop(index: number, signal?: NodeJS.Signals): Promise<number | null>
  /** Resolves once HAProxy sends traffic to every instance. */
  balancerSeesAll(): Promise<void>
  close(): Promise<void>
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

export async function startCluster(options: {
  databaseUrl: string
  instances?: number
  env?: Record<string, string>
}): Promise<Cluster> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-cluster-'))
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port: s3Port } = await s3.run()
  const balancerPort = await freePort()
  const singlePort = await freePort()
  const balancerUrl = `http://127.0.0.1:${balancerPort}`
  const instances: Instance[] = []
  for (let index = 0; index < (options.instances ?? 2); index++) {
    const port = await freePort()
    instances.push({
      name: `app${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      lines: [],
      readyMs: 0,
      process: undefined,
    })
  }
  const env = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    BASE_URL: balancerUrl,
    DATABASE_URL: options.databaseUrl,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...options.env,
  }

  const isReady = async (instance: Instance) =>
    (await fetch(`${instance.url}/api/ready`).catch(() => undefined))?.status === 200

  async function start(index: number) {
    const instance = instances[index] as Instance
    const spawned = performance.now()
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverRoot, 'dist/main.js')], {
      env: { ...env, PORT: String(instance.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    instance.process = child
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n')
        rest = parts.pop() ?? ''
        instance.lines.push(...parts)
      })
    }
    let exited = false
    child.once('exit', () => {
      exited = true
    })
    await waitFor(async () => {
      if (exited) throw new Error(`${instance.name} exited while starting:\n${instance.lines.join('\n')}`)
      return isReady(instance)
    }, `${instance.name} to be ready`)
    instance.readyMs = Math.round(performance.now() - spawned)
  }

  const configText = haproxyConfig({ balancerPort, singlePort, instances })
  const configPath = path.join(workDir, 'haproxy.cfg')
  await writeFile(configPath, configText)
  // All instances at once, as a deploy starts them (the start-up lock sorts out who migrates and seeds).
  await Promise.all(instances.map((_, index) => start(index)))
  const haproxy = spawn('haproxy', ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'pipe'] })
  const haproxyErrors: string[] = []
  haproxy.stderr.setEncoding('utf8').on('data', (chunk: string) => haproxyErrors.push(chunk))

  async function balancerSeesAll() {
    const seen = new Set<string>()
    await waitFor(
      async () => {
        const response = await fetch(`${balancerUrl}/api/ready`)
        const server = response.headers.get('x-served-by')
        if (response.status === 200 && server) seen.add(server)
        return seen.size === instances.length
      },
      `HAProxy to route to every instance (stderr: ${haproxyErrors.join('')})`,
      30_000,
    )
  }
  await balancerSeesAll()

  async function stop(index: number, signal: NodeJS.Signals = 'SIGTERM') {
    const child = instances[index]?.process
    if (!child || child.exitCode !== null) return child?.exitCode ?? null
    const exited = once(child, 'exit') as Promise<[number | null]>
    child.kill(signal)
    const [code] = await exited
    return code
  }

  return {
    balancerUrl,
    singleUrl: `http://127.0.0.1:${singlePort}`,
    instances,
    haproxyConfigText: configText,
    start,
    stop,
    balancerSeesAll,
    async close() {
      haproxy.kill('SIGTERM')
      await Promise.all(instances.map((_, index) => stop(index, 'SIGTERM')))
      await s3.close()
      await rm(workDir, { recursive: true, force: true })
    },
  }
}
