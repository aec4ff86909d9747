import { readFile } from 'node:fs/promises'

// Where the machine's CPU goes during a bench run, from Linux's /proc: whether a second instance has any core
// left to use is the question the two-instance figure answers.

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100

async function machineTicks() {
  const [cpuLine = ''] = (await readFile('/proc/stat', 'utf8')).split('\n')
  const ticks = cpuLine.trim().split(/\s+/).slice(1).map(Number)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0) // idle and iowait
  return { busy: ticks.reduce((sum, t) => sum + t, 0) - idle, idle }
}

async function processTicks(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // After the command name in parentheses: state is field 3, utime field 14 and stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * Ticks of each process of a group (a PostgreSQL server: its postmaster and backends), by pid; a process that has
 * exited meanwhile is left out of both readings.
 */
async function groupTicks(pids: number[]) {
  const ticks = await Promise.all(pids.map((pid) => processTicks(pid).catch(() => undefined)))
  return new Map(pids.flatMap((pid, i) => (ticks[i] === undefined ? [] : [[pid, ticks[i]] as const])))
}

function ticksBetween(before: Map<number, number>, after: Map<number, number>) {
  let sum = 0
  for (const [pid, ticks] of after) {
    const start = before.get(pid)
    if (start !== undefined) sum += ticks - start
  }
  return sum
}

export interface CpuShare {
  /** Cores busy on the whole machine, on average (2 = both cores of a 2-core machine all the time). */
  machine: number
  /** Cores the machine left idle. */
  idle: number
  /** Cores each named process (or group of processes) used. */
  processes: Record<string, number>
  /** Cores this process (the load generator) used. */
  loadGenerator: number
}

/**
 * Runs `work` and says how many cores the machine, the given processes (a pid, or the pids of a group) and this
 * process used meanwhile.
 */
export async function cpuDuring<T>(
  work: () => Promise<T>,
  processes: Record<string, number | number[]>,
): Promise<{ result: T; cpu: CpuShare }> {
  const groups = Object.values(processes).map((pids) => (Array.isArray(pids) ? pids : [pids]))
  const machineBefore = await machineTicks()
  const processBefore = await Promise.all(groups.map(groupTicks))
  const ownBefore = process.cpuUsage()
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  const own = process.cpuUsage(ownBefore)
  const machineAfter = await machineTicks()
  const processAfter = await Promise.all(groups.map(groupTicks))
  const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds
  return {
    result,
    cpu: {
      machine: cores(machineAfter.busy - machineBefore.busy),
      idle: cores(machineAfter.idle - machineBefore.idle),
      processes: Object.fromEntries(
        Object.keys(processes).map((name, i) => [
          name,
          cores(ticksBetween(processBefore[i] ?? new Map(), processAfter[i] ?? new Map())),
        ]),
      ),
      loadGenerator: (own.user + own.system) / 1e6 / seconds,
    },
  }
}

/**
 * e.g. "machine 1.97 cores busy, 0.03 idle: app1 0.81, load generator 0.52, database, balancer and rest 0.64";
 * `rest` names what the processes not listed are.
 */
export function describeCpu(
  { machine, idle, processes, loadGenerator }: CpuShare,
  rest = 'database, balancer and rest',
): string {
  const named = Object.values(processes).reduce((sum, cores) => sum + cores, 0) + loadGenerator
  const parts = [
    ...Object.entries(processes).map(([name, cores]) => `${name} ${cores.toFixed(2)}`),
    `load generator ${loadGenerator.toFixed(2)}`,
    `${rest} ${Math.max(0, machine - named).toFixed(2)}`,
  ]
  return `machine ${machine.toFixed(2)} cores busy, ${idle.toFixed(2)} idle: ${parts.join(', ')}`
}

/** e.g. "app1 1.9 ms, primary 2.4 ms, load generator 0.9 ms": each one's CPU time per request answered. */
export function describeCpuPerRequest(
  { processes, loadGenerator }: CpuShare,
  requestsPerSecond: number,
): string {
  const perRequest = (cores: number) => `${((cores / requestsPerSecond) * 1000).toFixed(2)} ms`
  return [
    ...Object.entries(processes).map(([name, cores]) => `${name} ${perRequest(cores)}`),
    `load generator ${perRequest(loadGenerator)}`,
  ].join(', ')
}
