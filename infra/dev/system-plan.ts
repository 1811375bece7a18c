// What a system is made of: its configuration from the start options, and the processes to run.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Writable } from 'node:stream'
import {
  CARD_STAND_IN,
  FRONTENDS,
  GATEWAY,
  HTTP_SERVICES,
  MAIL_STAND_IN,
  REMOTES,
  WORKERS,
  planPorts,
  type PortBases,
} from './catalog.js'
import {
  cardStandInEnv,
  gatewayEnv,
  mailStandInEnv,
  serviceEnv,
  serviceUrl,
  workersEnv,
  type Env,
  type Mode,
  type SystemConfig,
} from './env.js'
import { DEFAULT_REMOTES_MANIFEST, SECRETS_FILE, fromRoot } from './paths.js'
import { loadOrCreateSecrets, type Secrets } from './secrets.js'
import { nodeScript, tsxCli, viteCli } from './tools.js'

export type ProcessState = 'up' | 'restarting' | 'crashing'

export type ProcessEvent =
  | { kind: 'exited'; name: string; exitCode: number | string; restartInMs: number; crashing: boolean }
  | { kind: 'restarted'; name: string }
  | { kind: 'stable'; name: string }

export interface StartOptions {
  /** prod: built dist/ of everything; dev: tsx watch + Vite dev servers. */
  mode?: Mode
  ports?: PortBases
  dbPrefix?: string
  redisPrefix?: string
  /** Default: infra/.run/secrets.env, created on first use. */
  secrets?: Secrets
  /** The servers to use; default MYSQL_URL and REDIS_URL, else the machine's own on their usual ports. */
  mysqlUrl?: string
  redisUrl?: string
  /** Added to every process's environment. */
  env?: Env
  /** Added to one process's environment, by process name. */
  processEnv?: Record<string, Env>
  remotesManifest?: string
  /** Extra or replacement folders the gateway serves at /remotes/<name>/. */
  remoteDists?: Record<string, string>
  /** Where the prefixed logs go; default stdout. */
  output?: Writable
  colors?: boolean
  readyTimeoutMs?: number
  /** Where the card provider's stand-in keeps its charges; default: in memory. */
  cardStateFile?: string
  /** Where the mail stand-in keeps its outbox; default: in memory. */
  mailStateFile?: string
  /** Run the auth seed (admin + demo account) once auth is ready. Default true. */
  seed?: boolean
  /**
   * After start-up, a process that exits on its own is started again (restart-policy.ts) while the others
   * keep serving. Default true; false makes such an exit settle `unexpectedExit` instead.
   */
  supervise?: boolean
  /** Hears of supervised exits and restarts (the start command prints them). */
  onProcessEvent?: (event: ProcessEvent) => void
  /**
   * A test system whose calendar its tests may move (test-clock.ts), starting `offsetMs` from the real
   * time. Unset: the real clock, fixed.
   */
  testClock?: { offsetMs: number }
}

export interface ProcessSpec {
  name: string
  command: string
  cwd: string
  env: Env
  color: string
  readyUrl?: string
  port?: number
  /** More ports it listens on (checked free before the start), by label. */
  alsoPorts?: Record<string, number>
}

const COLORS = [
  'cyan',
  'magenta',
  'green',
  'yellow',
  'blue',
  'red',
  'white',
  'gray',
  'cyan.bold',
  'magenta.bold',
]

export function buildConfig(opts: StartOptions = {}): SystemConfig {
  const mode = opts.mode ?? 'prod'
  const entry = mode === 'prod' ? 'dist/main.js' : 'src/main.ts'
  const remoteDists: Record<string, string> = {}
  for (const r of REMOTES) remoteDists[r.name] = fromRoot(r.dir, 'dist')
  Object.assign(remoteDists, opts.remoteDists)
  return {
    mode,
    ports: planPorts(opts.ports),
    dbPrefix: opts.dbPrefix ?? 'seats',
    redisPrefix: opts.redisPrefix ?? 'seats',
    mysqlUrl: opts.mysqlUrl ?? process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
    // Until startSystem finds mysqlUrl's user may not create users.
    dbUsers: true,
    redisUrl: opts.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    secrets: opts.secrets ?? loadOrCreateSecrets(SECRETS_FILE),
    nodeEnv: mode === 'prod' ? 'production' : 'development',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    cookieSecure: process.env.COOKIE_SECURE !== 'false',
    present: HTTP_SERVICES.filter((s) => existsSync(fromRoot(s.dir, entry))),
    // A real provider configured in the environment replaces the stand-in.
    cardStandIn: !process.env.SUMIT_API_KEY && existsSync(fromRoot(CARD_STAND_IN.dir, entry)),
    ...(opts.cardStateFile ? { cardStateFile: opts.cardStateFile } : {}),
    // A real SMTP server configured in the environment replaces the stand-in.
    mailStandIn:
      !process.env.SMTP_URL && !process.env.SMTP_HOST && existsSync(fromRoot(MAIL_STAND_IN.dir, entry)),
    ...(opts.mailStateFile ? { mailStateFile: opts.mailStateFile } : {}),
    remotesManifest: opts.remotesManifest ?? DEFAULT_REMOTES_MANIFEST,
    shellDist: fromRoot('shell', 'dist'),
    remoteDists,
    testClock: opts.testClock !== undefined,
    extraEnv: opts.env ?? {},
    processEnv: opts.processEnv ?? {},
  }
}

/** A Node process: the built bundle in prod, tsx watch over the sources in dev. */
function nodeCommand(config: SystemConfig, dir: string): string {
  return config.mode === 'prod'
    ? nodeScript('dist/main.js')
    : nodeScript(tsxCli(dir), 'watch', '--clear-screen=false', 'src/main.ts')
}

export function planProcesses(config: SystemConfig): ProcessSpec[] {
  const specs: ProcessSpec[] = []
  const entry = config.mode === 'prod' ? 'dist/main.js' : 'src/main.ts'
  for (const s of config.present) {
    const port = config.ports.services[s.name] ?? s.defaultPort
    specs.push({
      name: s.name,
      command: nodeCommand(config, fromRoot(s.dir)),
      cwd: fromRoot(s.dir),
      env: serviceEnv(config, s),
      color: '',
      readyUrl: `${serviceUrl(port)}/readyz`,
      port,
    })
  }
  if (config.cardStandIn) {
    specs.push({
      name: CARD_STAND_IN.name,
      command: nodeCommand(config, fromRoot(CARD_STAND_IN.dir)),
      cwd: fromRoot(CARD_STAND_IN.dir),
      env: cardStandInEnv(config),
      color: '',
      readyUrl: `${serviceUrl(config.ports.cardProvider)}/readyz`,
      port: config.ports.cardProvider,
    })
  }
  if (config.mailStandIn) {
    specs.push({
      name: MAIL_STAND_IN.name,
      command: nodeCommand(config, fromRoot(MAIL_STAND_IN.dir)),
      cwd: fromRoot(MAIL_STAND_IN.dir),
      env: mailStandInEnv(config),
      color: '',
      readyUrl: `${serviceUrl(config.ports.mailHttp)}/readyz`,
      port: config.ports.mailHttp,
      alsoPorts: { 'mail smtp': config.ports.mailSmtp },
    })
  }
  if (existsSync(fromRoot(WORKERS.dir, entry))) {
    specs.push({
      name: WORKERS.name,
      command: nodeCommand(config, fromRoot(WORKERS.dir)),
      cwd: fromRoot(WORKERS.dir),
      env: workersEnv(config),
      color: '',
      alsoPorts: { 'workers metrics': config.ports.workersMetrics },
    })
  }
  if (existsSync(fromRoot(GATEWAY.dir, entry))) {
    specs.push({
      name: GATEWAY.name,
      command: nodeCommand(config, fromRoot(GATEWAY.dir)),
      cwd: fromRoot(GATEWAY.dir),
      env: gatewayEnv(config),
      color: '',
      readyUrl: `${serviceUrl(config.ports.gateway)}/readyz`,
      port: config.ports.gateway,
      alsoPorts: { 'gateway metrics': config.ports.gatewayMetrics },
    })
  }
  if (config.mode === 'dev') {
    for (const f of FRONTENDS) {
      const dir = fromRoot(f.dir)
      if (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'index.html'))) continue
      const port = config.ports.vite[f.name] ?? f.devPort
      specs.push({
        name: `vite:${f.name}`,
        command: nodeScript(viteCli(dir), '--port', String(port), '--strictPort'),
        cwd: dir,
        env: viteEnv(config),
        color: '',
        readyUrl: `http://localhost:${port}/`,
        port,
      })
    }
  }
  specs.forEach((s, i) => (s.color = COLORS[i % COLORS.length] ?? 'white'))
  return specs
}

/** Dev servers forward /api and /socket.io to the gateway (GATEWAY_URL, read by their vite.config). */
export function viteEnv(config: SystemConfig): Env {
  return { GATEWAY_URL: `http://127.0.0.1:${config.ports.gateway}`, ...config.extraEnv }
}
