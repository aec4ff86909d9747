import { execFile, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { appendFile, chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort, waitFor } from './cluster.ts'

// A PostgreSQL primary and a streaming replica of it, made for the cluster test and its bench from Debian's
// PostgreSQL binaries: initdb, then pg_basebackup -R, each in a temporary folder and on its own loopback port,
// run as the `postgres` user when this process is root (PostgreSQL refuses to run as root).

const run = promisify(execFile)

/** The newest /usr/lib/postgresql/<version>/bin holding initdb (PG_BIN_DIR overrides). */
function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) throw new Error(`No PostgreSQL binaries in ${root} (apt-get install postgresql)`)
  return path.join(root, versions[0], 'bin')
}

const RUN_AS = 'postgres'
const isRoot = () => process.getuid?.() === 0

/** The command line of a PostgreSQL program, as the postgres user when this process is root. */
function command(binDir: string, program: string, args: string[]): [string, string[]] {
  const file = path.join(binDir, program)
  return isRoot() ? ['runuser', ['-u', RUN_AS, '--', file, ...args]] : [file, args]
}

async function pgTool(binDir: string, program: string, args: string[]) {
  const [file, fullArgs] = command(binDir, program, args)
  try {
    await run(file, fullArgs, { timeout: 120_000 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${program} ${args.join(' ')} failed: ${String(error)}\n${stdout ?? ''}${stderr ?? ''}`)
  }
}

export interface PostgresServer {
  port: number
  dataDir: string
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string
  /** The server's processes: the postmaster and every backend, WAL sender or receiver it started. */
  pids(): Promise<number[]>
  start(): Promise<void>
  /** pg_ctl stop -m fast: sessions are ended, as an operator's stop or a restart does. */
  stop(): Promise<void>
}

export interface ReplicatedPostgres {
  primary: PostgresServer
  replica: PostgresServer
  /** Resolves once the replica has replayed everything the primary had written when it was called. */
  replicaCaughtUp(): Promise<void>
  close(): Promise<void>
}

/** Settings for a throwaway server on a shared machine: no fsync, small memory, loopback only. */
function settings(port: number, socketDir: string) {
  return `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${socketDir}'
fsync = off
synchronous_commit = off
shared_buffers = 64MB
max_connections = 100
# A long read on the replica is not cancelled for the WAL it holds back.
hot_standby_feedback = on
`
}

async function childrenOf(pid: number): Promise<number[]> {
  const all: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (parent === pid) all.push(Number(entry))
  }
  return all
}

function server(binDir: string, dataDir: string, port: number): PostgresServer {
  const log = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`)
  return {
    port,
    dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async pids() {
      const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')
      const postmaster = Number(pidFile.split('\n')[0])
      return postmaster ? [postmaster, ...(await childrenOf(postmaster))] : []
    },
    start: () => pgTool(binDir, 'pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']),
    stop: () => pgTool(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']),
  }
}

/** One statement on its own connection: the rows it answered. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const binDir = postgresBinDir()
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-replication-'))
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', RUN_AS])
    const { stdout: group } = await run('id', ['-g', RUN_AS])
    await chown(workDir, Number(stdout.trim()), Number(group.trim()))
  }
  const primary = server(binDir, path.join(workDir, 'primary'), await freePort())
  const replica = server(binDir, path.join(workDir, 'replica'), await freePort())
  const started: PostgresServer[] = []
  // Should this process end without close() (a crash, an interrupted run), its servers stop with it.
  const stopAtExit = () => {
    for (const { dataDir } of started) {
      const [file, args] = command(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
      spawnSync(file, args, { stdio: 'ignore' })
    }
  }
  process.once('exit', stopAtExit)

  const close = async () => {
    process.off('exit', stopAtExit)
    for (const target of started.reverse()) await target.stop().catch(() => {})
    await rm(workDir, { recursive: true, force: true })
  }
  try {
    await pgTool(binDir, 'initdb', [
      '-D',
      primary.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    await appendFile(path.join(primary.dataDir, 'postgresql.conf'), settings(primary.port, workDir))
    await primary.start()
    started.push(primary)
    // A copy of the primary that streams its WAL (-R writes primary_conninfo and standby.signal).
    await pgTool(binDir, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replica.dataDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ])
    await appendFile(path.join(replica.dataDir, 'postgresql.conf'), settings(replica.port, workDir))
    await replica.start()
    started.push(replica)
  } catch (error) {
    await close()
    throw error
  }

  return {
    primary,
    replica,
    async replicaCaughtUp() {
      const [written] = await query<{ lsn: string }>(
        primary.url('postgres'),
        'select pg_current_wal_lsn()::text as lsn',
      )
      await waitFor(
        async () => {
          const [row] = await query<{ done: boolean }>(
            replica.url('postgres'),
            `select pg_last_wal_replay_lsn() >= '${written?.lsn}'::pg_lsn as done`,
          )
          return row?.done === true
        },
        'the replica to replay the primary’s WAL',
        30_000,
      )
    },
    close,
  }
}
