/**
 * Every process of the system in one place: the orchestrator, the e2e harness, the benchmarks and the
 * deployment docs follow this list. A new service is one line here (and one in deploy/docker-compose.yml).
 */
export interface HttpServiceDef {
  /** Log prefix, database suffix and key in the port plan. */
  readonly name: string
  /** Package folder, relative to the repository root. */
  readonly dir: string
  /** Env var under which the gateway and the other processes find this service. */
  readonly urlEnv: string
  readonly defaultPort: number
}

/** Order matters: a custom first port numbers the services in this order. */
export const HTTP_SERVICES: readonly HttpServiceDef[] = [
  { name: 'auth', dir: 'services/auth', urlEnv: 'AUTH_URL', defaultPort: 4101 },
  { name: 'seating', dir: 'services/seating', urlEnv: 'SEATING_URL', defaultPort: 4102 },
  { name: 'reporting', dir: 'services/reporting', urlEnv: 'REPORTING_URL', defaultPort: 4103 },
  { name: 'billing', dir: 'services/billing', urlEnv: 'BILLING_URL', defaultPort: 4104 },
  { name: 'leads', dir: 'services/leads', urlEnv: 'LEADS_URL', defaultPort: 4105 },
]

export const GATEWAY = { name: 'gateway', dir: 'gateway', defaultPort: 8080 } as const

/**
 * The card provider's local stand-in (same browser script and JSON API as SUMIT, test cards, a test
 * clock): started like a service, so payments run on this machine without the internet. Billing and the
 * gateway are pointed at it unless a real provider is configured (SUMIT_API_KEY in the environment).
 */
export const CARD_STAND_IN = {
  name: 'card-provider',
  dir: 'infra/stand-ins/card-provider',
  // Not 4190: fetch and browsers refuse that port (the WHATWG "bad ports" list).
  defaultPort: 4180,
} as const

/**
 * The local SMTP server (`@seats/mail-stand-in`): it keeps every message in an outbox with an HTTP API to read
 * it. The workers send to it unless a real SMTP server is configured (SMTP_URL or SMTP_HOST in the environment).
 * One process, two ports: SMTP, and the outbox API (its readiness probe).
 */
export const MAIL_STAND_IN = {
  name: 'mail',
  dir: 'infra/stand-ins/mail',
  defaultSmtpPort: 4191,
  defaultHttpPort: 4192,
} as const

/** Queue workers: no public port, talk to Redis and to auth's internal API. */
export const WORKERS = { name: 'workers', dir: 'services/workers' } as const

export interface FrontendDef {
  readonly name: string
  readonly dir: string
  readonly devPort: number
  /** Remotes are mounted by the gateway at /remotes/<name>/ and listed in the manifest. */
  readonly remote: boolean
}

export const FRONTENDS: readonly FrontendDef[] = [
  { name: 'shell', dir: 'shell', devPort: 5173, remote: false },
  { name: 'landing', dir: 'mfe-landing', devPort: 5174, remote: true },
  { name: 'seating', dir: 'mfe-seating', devPort: 5175, remote: true },
  { name: 'admin', dir: 'mfe-admin', devPort: 5176, remote: true },
]

export const REMOTES = FRONTENDS.filter((f) => f.remote)

export interface PortPlan {
  gateway: number
  services: Record<string, number>
  /** The card provider's stand-in. */
  cardProvider: number
  /** The mail stand-in: SMTP, and its outbox API. */
  mailSmtp: number
  mailHttp: number
  /** Prometheus metrics of the processes whose main port is public (gateway) or absent (workers). */
  gatewayMetrics: number
  workersMetrics: number
  vite: Record<string, number>
}

export interface PortBases {
  gateway?: number
  /** The first service gets this port, the next one +1, in catalogue order. */
  firstService?: number
  /** The shell's Vite dev server; the remotes follow in catalogue order. */
  firstVite?: number
}

export function planPorts(bases: PortBases = {}): PortPlan {
  const services: Record<string, number> = {}
  HTTP_SERVICES.forEach((s, i) => {
    services[s.name] = bases.firstService === undefined ? s.defaultPort : bases.firstService + i
  })
  const vite: Record<string, number> = {}
  FRONTENDS.forEach((f, i) => {
    vite[f.name] = bases.firstVite === undefined ? f.devPort : bases.firstVite + i
  })
  // The stand-in keeps its distance from the services' block (4101 -> 4180, 18101 -> 18180).
  const cardProvider = bases.firstService === undefined ? CARD_STAND_IN.defaultPort : bases.firstService + 79
  // The mail stand-in (4191/4192, 18191/18192).
  const mailSmtp = bases.firstService === undefined ? MAIL_STAND_IN.defaultSmtpPort : bases.firstService + 90
  const mailHttp = bases.firstService === undefined ? MAIL_STAND_IN.defaultHttpPort : bases.firstService + 91
  // Metrics listeners beside the stand-ins (4182/4183, 18182/18183).
  const base = bases.firstService ?? HTTP_SERVICES[0]?.defaultPort ?? 4101
  return {
    gateway: bases.gateway ?? GATEWAY.defaultPort,
    services,
    cardProvider,
    mailSmtp,
    mailHttp,
    gatewayMetrics: base + 81,
    workersMetrics: base + 82,
    vite,
  }
}
