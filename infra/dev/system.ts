import type { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { Command, concurrently } from 'concurrently'
import { GATEWAY } from './catalog.js'
import { grantServiceUsers, NoGrantRightsError } from './db-users.js'
import { serviceDatabaseUsers, serviceUrl, type SystemConfig } from './env.js'
import { waitForHttp } from './readiness.js'
import { runAuthSeed } from './seed.js'
import { assertPortsFree } from './ports.js'
import {
  afterExit,
  freshRestartState,
  isCrashLooping,
  STABLE_AFTER_MS,
  type RestartState,
} from './restart-policy.js'
import { moveSystemClock } from './test-clock.js'
import {
  buildConfig,
  planProcesses,
  type ProcessEvent,
  type ProcessState,
  type StartOptions,
} from './system-plan.js'

export type { ProcessEvent, ProcessState, StartOptions }

export interface ProcessExit {
  name: string
  exitCode: number | string
}

export interface RunningSystem {
  config: SystemConfig
  /** Where a person opens the app: the gateway, or the shell's dev server in dev mode. */
  appUrl: string
  gatewayUrl: string
  serviceUrls: Record<string, string>
  processNames: string[]
  /** Process id of each running process (the node process itself: commands are exec'd). */
  pids(): Record<string, number>
  /** Settles with the first process that exits on its own after start-up, when not supervised. */
  unexpectedExit: Promise<ProcessExit>
  /** Each process: up, waiting to be started again, or crashing again and again (still retried). */
  processStates(): Record<string, ProcessState>
  /** Last lines a process printed, for error messages. */
  tail(name: string): string
  /** Resolves true once a process prints a matching line (already printed recent lines count), false on timeout. */
  waitForLine(name: string, pattern: RegExp, timeoutMs: number): Promise<boolean>
  /** SIGTERM to every process, SIGKILL to any still running after the grace period. */
  stop(): Promise<void>
}

const TAIL_LINES = 60
const STOP_GRACE_MS = 10_000

/**
 * Each service's own database users (db-users.ts), brought up to date on every start. Without the rights to
 * create them, every service connects as mysqlUrl's user, and the console says so.
 */
async function prepareDatabaseUsers(config: SystemConfig, output: Writable): Promise<boolean> {
  try {
    await grantServiceUsers(config.mysqlUrl, serviceDatabaseUsers(config))
    return true
  } catch (err) {
    if (!(err instanceof NoGrantRightsError)) throw err
    const who = decodeURIComponent(new URL(config.mysqlUrl).username) || 'root'
    output.write(
      `[seats] the database user ${who} may not create users (${err.message}): every service connects as ${who}\n`,
    )
    return false
  }
}

export async function startSystem(opts: StartOptions = {}): Promise<RunningSystem> {
  const config = buildConfig(opts)
  const output = opts.output ?? process.stdout
  config.dbUsers = await prepareDatabaseUsers(config, output)
  const specs = planProcesses(config)
  // Before any process starts, so each reads the calendar it is meant to start on.
  if (opts.testClock) await moveSystemClock(config.redisUrl, config.redisPrefix, opts.testClock.offsetMs)
  if (!specs.some((s) => s.name === GATEWAY.name)) {
    const what = config.mode === 'prod' ? 'gateway/dist/main.js (run the build first)' : 'gateway/src/main.ts'
    throw new Error(`cannot start: ${what} is missing`)
  }
  await assertPortsFree(
    Object.fromEntries(
      specs.flatMap((s) => [
        ...(s.port ? [[s.name, s.port] as const] : []),
        ...Object.entries(s.alsoPorts ?? {}),
      ]),
    ),
  )
  const { commands, result } = concurrently(
    specs.map((s) => ({ name: s.name, command: s.command, cwd: s.cwd, env: s.env, prefixColor: s.color })),
    {
      outputStream: output,
      prefix: 'name',
      padPrefix: true,
      prefixColors: opts.colors === false ? false : specs.map((s) => s.color),
      handleInput: false,
      killSignal: 'SIGTERM',
    },
  )
  // A non-zero exit rejects this; exits are handled through the close events below.
  result.catch(() => undefined)

  const tails = new Map<string, string[]>()
  const lineWatchers = new Set<{ name: string; pattern: RegExp; done: (seen: boolean) => void }>()
  let stopping = false
  let started = false
  let reportExit: (exit: ProcessExit) => void = () => undefined
  const unexpectedExit = new Promise<ProcessExit>((resolve) => (reportExit = resolve))
  const startup = new AbortController()
  const supervise = opts.supervise ?? true
  const onEvent = opts.onProcessEvent ?? (() => undefined)

  // One run per start of a process: when it started and a promise settled when it exits.
  const runs = new Map<string, { startedAt: number; closed: Promise<void>; close: () => void }>()
  const beginRun = (name: string): void => {
    let close = (): void => undefined
    const closed = new Promise<void>((resolve) => (close = resolve))
    runs.set(name, { startedAt: Date.now(), closed, close })
  }
  const alive = new Set<string>()
  const states = new Map<string, ProcessState>()
  const restartStates = new Map<string, RestartState>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, run: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!stopping) run()
    }, ms)
    timers.add(timer)
  }

  for (const cmd of commands) {
    beginRun(cmd.name)
    alive.add(cmd.name)
    states.set(cmd.name, 'up')
    const lines: string[] = []
    tails.set(cmd.name, lines)
    const keep = (chunk: Buffer): void => {
      const fresh = chunk.toString('utf8').split('\n').filter(Boolean)
      lines.push(...fresh)
      for (const w of lineWatchers)
        if (w.name === cmd.name && fresh.some((l) => w.pattern.test(l))) w.done(true)
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES)
    }
    cmd.stdout.subscribe(keep)
    cmd.stderr.subscribe(keep)
    cmd.close.subscribe((ev) => {
      const run = runs.get(cmd.name)
      run?.close()
      alive.delete(cmd.name)
      if (stopping) return
      if (!started || !supervise) {
        startup.abort(
          new Error(`${cmd.name} exited (${String(ev.exitCode)}) during start-up:\n${tail(cmd.name)}`),
        )
        reportExit({ name: cmd.name, exitCode: ev.exitCode })
        return
      }
      // Supervised: the others keep serving while this one waits out its backoff and starts again.
      const upMs = Date.now() - (run?.startedAt ?? Date.now())
      const next = afterExit(restartStates.get(cmd.name) ?? freshRestartState(), upMs)
      restartStates.set(cmd.name, next.state)
      const crashing = isCrashLooping(next.state)
      states.set(cmd.name, crashing ? 'crashing' : 'restarting')
      onEvent({ kind: 'exited', name: cmd.name, exitCode: ev.exitCode, restartInMs: next.delayMs, crashing })
      later(next.delayMs, () => {
        beginRun(cmd.name)
        alive.add(cmd.name)
        cmd.start()
        if (!crashing) states.set(cmd.name, 'up')
        onEvent({ kind: 'restarted', name: cmd.name })
        const thisRun = runs.get(cmd.name)
        // A process that stays up a minute is well again: its next exit starts the backoff over.
        later(STABLE_AFTER_MS, () => {
          if (runs.get(cmd.name) !== thisRun || !alive.has(cmd.name)) return
          restartStates.set(cmd.name, freshRestartState())
          if (states.get(cmd.name) === 'crashing') onEvent({ kind: 'stable', name: cmd.name })
          states.set(cmd.name, 'up')
        })
      })
    })
  }
  const tail = (name: string): string => (tails.get(name) ?? []).join('\n')
  const waitForLine = (name: string, pattern: RegExp, timeoutMs: number): Promise<boolean> => {
    if ((tails.get(name) ?? []).some((l) => pattern.test(l))) return Promise.resolve(true)
    return new Promise((resolve) => {
      const watcher = {
        name,
        pattern,
        done: (seen: boolean) => {
          lineWatchers.delete(watcher)
          clearTimeout(timer)
          resolve(seen)
        },
      }
      const timer = setTimeout(() => watcher.done(false), timeoutMs)
      lineWatchers.add(watcher)
    })
  }

  // Never leave children behind, even when the parent dies on an uncaught error.
  const killAll = (): void => {
    for (const cmd of commands) if (Command.canKill(cmd)) process.kill(cmd.pid, 'SIGKILL')
  }
  process.once('exit', killAll)

  let stopped: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopped ??= (async () => {
      stopping = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      const running = commands.filter((cmd) => alive.has(cmd.name))
      for (const cmd of running) cmd.kill('SIGTERM')
      const all = Promise.all(running.map((cmd) => runs.get(cmd.name)?.closed))
      const done = await Promise.race([all.then(() => true), sleep(STOP_GRACE_MS).then(() => false)])
      if (!done) {
        for (const cmd of running) if (alive.has(cmd.name)) cmd.kill('SIGKILL')
        await Promise.race([all, sleep(3000)])
      }
      process.off('exit', killAll)
    })())

  const system: RunningSystem = {
    config,
    appUrl:
      config.mode === 'dev' && specs.some((s) => s.name === 'vite:shell')
        ? `http://localhost:${config.ports.vite.shell ?? 5173}`
        : `http://localhost:${config.ports.gateway}`,
    gatewayUrl: `http://localhost:${config.ports.gateway}`,
    serviceUrls: Object.fromEntries(
      config.present.map((s) => [s.name, serviceUrl(config.ports.services[s.name] ?? s.defaultPort)]),
    ),
    processNames: specs.map((s) => s.name),
    pids: () =>
      Object.fromEntries(commands.filter((c) => Command.canKill(c)).map((c) => [c.name, c.pid ?? 0])),
    unexpectedExit,
    processStates: () => Object.fromEntries(states),
    tail,
    waitForLine,
    stop,
  }

  try {
    const timeoutMs = opts.readyTimeoutMs ?? (config.mode === 'dev' ? 120_000 : 60_000)
    await Promise.all(
      specs
        .filter((s) => s.readyUrl)
        .map((s) =>
          waitForHttp(s.readyUrl ?? '', {
            timeoutMs,
            signal: startup.signal,
            // A dev server answers its root with the page or a redirect; any answer means it is up.
            accept: s.name.startsWith('vite:') ? (st) => st < 500 : undefined,
          }).catch((err: unknown) => {
            if (startup.signal.aborted) throw startup.signal.reason
            throw new Error(`${s.name}: ${err instanceof Error ? err.message : String(err)}\n${tail(s.name)}`)
          }),
        ),
    )
    if (startup.signal.aborted) throw startup.signal.reason
    if (opts.seed !== false && config.present.some((s) => s.name === 'auth')) await runAuthSeed(config)
    started = true
  } catch (err) {
    await stop()
    throw err
  }
  return system
}
