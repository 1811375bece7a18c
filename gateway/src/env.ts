import path from 'node:path'
import { z } from 'zod'
import { baseEnvSchema, loadEnv } from '@seats/kit'
import { serviceNames, type ServiceName } from './routes'

/** Unset and empty both mean "not deployed". */
const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
)
const optionalPath = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())

/** "landing=/abs/path,seating=/abs/path" -> { landing: '/abs/path', ... } */
const remoteDists = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const out: Record<string, string> = {}
    for (const part of s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const eq = part.indexOf('=')
      const name = part.slice(0, eq).trim()
      const dir = part.slice(eq + 1).trim()
      if (eq < 1 || !/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !path.isAbsolute(dir)) {
        ctx.addIssue({ code: 'custom', message: `expected name=/absolute/path, got "${part}"` })
        continue
      }
      out[name] = dir
    }
    return out
  })

export const gatewayEnvSchema = baseEnvSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    JWT_PUBLIC_KEY: true,
    JWT_ISSUER: true,
    JWT_AUDIENCE: true,
    SHUTDOWN_TIMEOUT_MS: true,
  })
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    AUTH_URL: optionalUrl,
    SEATING_URL: optionalUrl,
    REPORTING_URL: optionalUrl,
    BILLING_URL: optionalUrl,
    LEADS_URL: optionalUrl,
    SHELL_DIST: optionalPath,
    REMOTE_DISTS: remoteDists,
    REMOTES_MANIFEST: optionalPath,
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Prometheus metrics on a port of their own, never on the public one; 0 or unset: none. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Where the metrics port listens: loopback unless a scraper elsewhere must reach it (a cluster). */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** Requests per minute per client address on /api; 0 turns the guard off. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** API calls in flight at once per client address (an IPv6 one by its /64); over it, 429. 0: no cap. */
    MAX_CONCURRENT_PER_ADDRESS: z.coerce.number().int().min(0).default(32),
    /** How long a request body may take to arrive before it is cut with 408. */
    BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Connections per service for public calls (login, the contact form, the phone line), apart from signed-in ones. */
    PUBLIC_UPSTREAM_SOCKETS: z.coerce.number().int().positive().default(64),
    /** How many proxies (load balancers) in front of the gateway append to X-Forwarded-For. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Where the payment dialog's card script comes from and sends cards to (comma-separated origins). */
    CARD_PROVIDER_ORIGINS: z
      .string()
      .default('https://code.jquery.com,https://app.sumit.co.il,https://api.sumit.co.il')
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((u) => new URL(u).origin))),
  })
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return loadEnv(gatewayEnvSchema, source)
}

const urlVar: Record<ServiceName, keyof GatewayEnv> = {
  auth: 'AUTH_URL',
  seating: 'SEATING_URL',
  reporting: 'REPORTING_URL',
  billing: 'BILLING_URL',
  leads: 'LEADS_URL',
}

/** Service -> base URL, only for the services that are deployed. */
export function upstreamsFrom(env: GatewayEnv): Partial<Record<ServiceName, string>> {
  const out: Partial<Record<ServiceName, string>> = {}
  for (const name of serviceNames) {
    const url = env[urlVar[name]]
    if (typeof url === 'string') out[name] = url
  }
  return out
}
