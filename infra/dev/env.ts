import {
  CARD_STAND_IN,
  GATEWAY,
  MAIL_STAND_IN,
  HTTP_SERVICES,
  REMOTES,
  type HttpServiceDef,
  type PortPlan,
} from './catalog.js'
import { mysqlUrlAs, serviceDbUsers, type ServiceDbUsers } from './db-users.js'
import { internalCallersEnv, internalTokenOf, type Caller } from './internal-callers.js'
import type { Secrets } from './secrets.js'

export type Mode = 'prod' | 'dev'
export type Env = Record<string, string>

/** Everything that decides what each process gets in its environment. */
export interface SystemConfig {
  mode: Mode
  ports: PortPlan
  /** Each service's database is `<dbPrefix>_<service>`. */
  dbPrefix: string
  redisPrefix: string
  /** The database server as a user that may create databases and users (root on a laptop). */
  mysqlUrl: string
  /**
   * Each service runs as a database user of its own with rights on its own database alone, and migrates as
   * another (db-users.ts); false when mysqlUrl's user may not create users, and every service uses it.
   */
  dbUsers: boolean
  redisUrl: string
  secrets: Secrets
  nodeEnv: string
  logLevel: string
  cookieSecure: boolean
  /** Services found on disk (built in prod mode, with sources in dev mode). */
  present: readonly HttpServiceDef[]
  remotesManifest: string
  shellDist: string
  /** Remote name -> absolute folder the gateway serves at /remotes/<name>/. */
  remoteDists: Record<string, string>
  /** The card provider's stand-in runs (its build or sources are there and no real provider is configured). */
  cardStandIn: boolean
  /** Where the stand-in keeps its charges across restarts; unset: in memory (tests). */
  cardStateFile?: string
  /** The mail stand-in runs (its build or sources are there and no real SMTP server is configured). */
  mailStandIn: boolean
  /** Where the mail stand-in keeps its outbox across restarts; unset: in memory (tests). */
  mailStateFile?: string
  /**
   * A test system: its services run with NODE_ENV=test and a calendar its tests can move (TEST_CLOCK=on,
   * infra/dev/test-clock.ts). Never on a system people use.
   */
  testClock: boolean
  /** Added to every process. */
  extraEnv: Env
  /** Added to one process, by name (auth, gateway, workers, ...). */
  processEnv: Record<string, Env>
}

/** The stand-in's public values (its private key is generated into the local secrets). */
export const CARD_STAND_IN_COMPANY_ID = '1000'
export const CARD_STAND_IN_PUBLIC_KEY = 'stand-in-public-key'

/** The From of every message sent on this machine (MAIL_FROM in the environment replaces it). */
export const DEV_MAIL_FROM = 'מקום פנוי <no-reply@localhost>'

/** The phone line's placeholder number on this machine (a 555 number, never a real line). */
export const DEV_PHONE_LINE = '03-555-0100'

export const serviceUrl = (port: number): string => `http://127.0.0.1:${port}`

export const databaseName = (config: Pick<SystemConfig, 'dbPrefix'>, service: string): string =>
  `${config.dbPrefix}_${service}`

/** The database users of every service present. */
export const serviceDatabaseUsers = (config: SystemConfig): ServiceDbUsers[] =>
  config.present.map((s) => serviceDbUsers(config.secrets.DB_PASSWORD_KEY, databaseName(config, s.name)))

/** A service's database, and who it connects and migrates as. */
function databaseEnv(config: SystemConfig, service: string): Env {
  const database = databaseName(config, service)
  if (!config.dbUsers) return { DB_NAME: database, MYSQL_URL: config.mysqlUrl }
  const users = serviceDbUsers(config.secrets.DB_PASSWORD_KEY, database)
  return {
    DB_NAME: database,
    MYSQL_URL: mysqlUrlAs(config.mysqlUrl, users.runtime),
    MIGRATION_MYSQL_URL: mysqlUrlAs(config.mysqlUrl, users.migration),
  }
}

/** Where every deployed service lives; undeployed ones stay unset so the gateway answers 503. */
function serviceUrls(config: SystemConfig): Env {
  const urls: Env = {}
  for (const s of config.present) urls[s.urlEnv] = serviceUrl(config.ports.services[s.name] ?? s.defaultPort)
  return urls
}

/** What the gateway needs too: who signs tokens, and where the services are. */
function publicSettings(config: SystemConfig): Env {
  return {
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    JWT_PUBLIC_KEY: config.secrets.JWT_PUBLIC_KEY,
    JWT_ISSUER: 'seats-auth',
    JWT_AUDIENCE: 'seats-api',
    ...serviceUrls(config),
  }
}

/** What every service and the workers share, their own internal credential included. */
function common(config: SystemConfig, caller: Caller): Env {
  return {
    ...publicSettings(config),
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    INTERNAL_TOKEN: internalTokenOf(config.secrets, caller),
    COOKIE_SECURE: String(config.cookieSecure),
    ...(config.testClock ? { NODE_ENV: 'test', TEST_CLOCK: 'on' } : {}),
  }
}

export function serviceEnv(config: SystemConfig, service: HttpServiceDef): Env {
  const env: Env = {
    ...common(config, service.name as Caller),
    // Each caller of this service's /internal routes by its own token.
    INTERNAL_CALLERS: internalCallersEnv(config.secrets, service.name),
    PORT: String(config.ports.services[service.name] ?? service.defaultPort),
    // Only the gateway (and the other processes) on this machine reach a service: never another host.
    HOST: '127.0.0.1',
    ...databaseEnv(config, service.name),
  }
  // Only auth signs tokens; nobody else may hold the private key.
  if (service.name === 'auth') env.JWT_PRIVATE_KEY = config.secrets.JWT_PRIVATE_KEY
  // The phone line answers only with this secret in its URL; nobody else needs it.
  if (service.name === 'reporting') {
    env.IVR_SECRET = config.secrets.IVR_SECRET
    // Worshippers' report links (sent by SMS) are signed with it.
    env.REPORT_LINK_SECRET = config.secrets.REPORT_LINK_SECRET
    // During a rotation the provider may still call with the secret being replaced.
    if (process.env.IVR_SECRET_PREVIOUS) env.IVR_SECRET_PREVIOUS = process.env.IVR_SECRET_PREVIOUS
    // The number the tour tells worshippers to call; a local placeholder until a real line is configured.
    env.IVR_PHONE_NUMBER = process.env.IVR_PHONE_NUMBER ?? DEV_PHONE_LINE
    // Reminder calls: the local provider (recorded in the database) unless Yemot's settings are given.
    // "Run now" is a development button: offered on `npm run dev` and on a test system, not on `npm start`.
    env.REMINDERS_RUN_NOW = process.env.REMINDERS_RUN_NOW ?? String(config.mode === 'dev' || config.testClock)
    for (const k of [
      'REMINDERS_LOCAL_BEHAVIOUR',
      'YEMOT_TOKEN',
      'YEMOT_CALLER_ID',
      'YEMOT_IVR_PATH',
      'YEMOT_API_URL',
    ]) {
      const v = process.env[k]
      if (v) env[k] = v
    }
    env.REMINDERS_PROVIDER = process.env.YEMOT_TOKEN ? 'yemot' : 'local'
  }
  // Households' seat request links (sent by SMS or email) are signed with it.
  if (service.name === 'seating') env.SEASON_LINK_SECRET = config.secrets.SEASON_LINK_SECRET
  // Links in email and SMS open the app where wardens and worshippers reach it.
  if (['billing', 'auth', 'reporting', 'seating'].includes(service.name))
    env.APP_URL = process.env.APP_URL ?? `http://localhost:${config.ports.gateway}`
  if (service.name === 'billing') Object.assign(env, billingProviderEnv(config))
  return { ...env, ...config.extraEnv, ...config.processEnv[service.name] }
}

export const cardStandInUrl = (config: Pick<SystemConfig, 'ports'>): string =>
  serviceUrl(config.ports.cardProvider)

/** Billing talks to the stand-in; a real provider's SUMIT_* settings pass through instead when they are set. */
function billingProviderEnv(config: SystemConfig): Env {
  if (!config.cardStandIn) {
    const real: Env = {}
    for (const k of [
      'SUMIT_API_URL',
      'SUMIT_COMPANY_ID',
      'SUMIT_API_KEY',
      'SUMIT_API_PUBLIC_KEY',
      'SUMIT_ENVIRONMENT',
      'CARD_SCRIPT_URLS',
    ]) {
      const v = process.env[k]
      if (v) real[k] = v
    }
    return real
  }
  const url = cardStandInUrl(config)
  return {
    SUMIT_API_URL: url,
    SUMIT_COMPANY_ID: CARD_STAND_IN_COMPANY_ID,
    SUMIT_API_KEY: config.secrets.CARD_API_KEY,
    SUMIT_API_PUBLIC_KEY: CARD_STAND_IN_PUBLIC_KEY,
    CARD_SCRIPT_URLS: `${url}/scripts/payments.js`,
  }
}

/** The card provider's stand-in: its port, keys and (for `npm start`) the file that keeps its charges. */
export function cardStandInEnv(config: SystemConfig): Env {
  const url = cardStandInUrl(config)
  return {
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    PORT: String(config.ports.cardProvider),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    COMPANY_ID: CARD_STAND_IN_COMPANY_ID,
    API_KEY: config.secrets.CARD_API_KEY,
    API_PUBLIC_KEY: CARD_STAND_IN_PUBLIC_KEY,
    ...(config.cardStateFile ? { STATE_FILE: config.cardStateFile } : {}),
    ...config.extraEnv,
    ...config.processEnv[CARD_STAND_IN.name],
  }
}

/** The auth CLI (seed, create-admin) runs against auth's database with auth's env. */
export function authCliEnv(config: SystemConfig): Env {
  const auth = HTTP_SERVICES.find((s) => s.name === 'auth')
  if (!auth) throw new Error('auth is missing from the service catalogue')
  return {
    ...serviceEnv(config, auth),
    SEED_ADMIN_EMAIL: config.secrets.SEED_ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: config.secrets.SEED_ADMIN_PASSWORD,
    SEED_DEMO_EMAIL: config.secrets.SEED_DEMO_EMAIL,
    SEED_DEMO_PASSWORD: config.secrets.SEED_DEMO_PASSWORD,
    SEED_SEASON_DEMO_EMAIL: config.secrets.SEED_SEASON_DEMO_EMAIL,
    SEED_SEASON_DEMO_PASSWORD: config.secrets.SEED_SEASON_DEMO_PASSWORD,
  }
}

export function gatewayEnv(config: SystemConfig): Env {
  const remoteDists = REMOTES.filter((r) => config.remoteDists[r.name])
    .map((r) => `${r.name}=${config.remoteDists[r.name]}`)
    .concat(
      Object.entries(config.remoteDists)
        .filter(([name]) => !REMOTES.some((r) => r.name === name))
        .map(([name, dir]) => `${name}=${dir}`),
    )
    .join(',')
  // In dev mode the Vite servers serve the front end; the gateway is the API only (and skips compressing builds).
  const dev = config.mode === 'dev'
  // No database, Redis or internal credential: the gateway holds only what it uses.
  return {
    ...publicSettings(config),
    PORT: String(config.ports.gateway),
    METRICS_PORT: String(config.ports.gatewayMetrics),
    METRICS_HOST: '127.0.0.1',
    SHELL_DIST: dev ? '' : config.shellDist,
    REMOTE_DISTS: dev ? '' : remoteDists,
    REMOTES_MANIFEST: config.remotesManifest,
    // The payment dialog's card script and the card it sends: the stand-in's origin here, SUMIT's in a deployment.
    ...(config.cardStandIn
      ? { CARD_PROVIDER_ORIGINS: cardStandInUrl(config) }
      : process.env.CARD_PROVIDER_ORIGINS
        ? { CARD_PROVIDER_ORIGINS: process.env.CARD_PROVIDER_ORIGINS }
        : {}),
    ...config.extraEnv,
    ...config.processEnv[GATEWAY.name],
  }
}

/** smtp://127.0.0.1:<port>: the mail stand-in as a sender's SMTP_URL. */
export const mailStandInSmtpUrl = (config: Pick<SystemConfig, 'ports'>): string =>
  `smtp://127.0.0.1:${config.ports.mailSmtp}`

/** The mail stand-in's outbox API (GET /messages). */
export const mailStandInUrl = (config: Pick<SystemConfig, 'ports'>): string =>
  serviceUrl(config.ports.mailHttp)

/** The mail stand-in: its two ports and (for `npm start`) the file that keeps its outbox. */
export function mailStandInEnv(config: SystemConfig): Env {
  return {
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    SMTP_PORT: String(config.ports.mailSmtp),
    PORT: String(config.ports.mailHttp),
    HOST: '127.0.0.1',
    ...(config.mailStateFile ? { STATE_FILE: config.mailStateFile } : {}),
    ...config.extraEnv,
    ...config.processEnv[MAIL_STAND_IN.name],
  }
}

/** The workers send mail to the stand-in; a real server's SMTP_* settings pass through instead when set. */
function mailEnv(config: SystemConfig): Env {
  const env: Env = { MAIL_FROM: process.env.MAIL_FROM ?? DEV_MAIL_FROM }
  if (config.mailStandIn) return { ...env, SMTP_URL: mailStandInSmtpUrl(config) }
  for (const k of ['SMTP_URL', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_SECURE']) {
    const v = process.env[k]
    if (v) env[k] = v
  }
  return env
}

export function workersEnv(config: SystemConfig): Env {
  return {
    ...common(config, 'workers'),
    ...mailEnv(config),
    METRICS_PORT: String(config.ports.workersMetrics),
    METRICS_HOST: '127.0.0.1',
    // The guest map's PDF: Chromium opens the app's print view where the browsers do.
    PRINT_APP_URL: process.env.APP_URL ?? `http://localhost:${config.ports.gateway}`,
    ...config.extraEnv,
    ...config.processEnv.workers,
  }
}
