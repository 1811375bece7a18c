import { z } from 'zod'
import { parseTrustedProxies } from './http/client-address'

const pem = z
  .string()
  .min(1)
  .transform((s) => s.replace(/\\n/g, '\n'))

/** Settings every service shares; a service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * The interface a service listens on. Only the gateway and the other services should reach it: on one
   * machine that is 127.0.0.1 (the start command's choice); in a container 0.0.0.0, with network policies.
   */
  HOST: z.string().default('0.0.0.0'),
  /**
   * Whose X-Forwarded-For is believed: the gateway's addresses (comma-separated addresses or CIDR ranges).
   * On one machine that is loopback; in a cluster, the pods' range, with network policies letting only the
   * gateway in. Anyone else is known by the address they connect from.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.0/8,::1/128')
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'TRUSTED_PROXIES must list addresses or CIDR ranges' })
      }
    }),
  MYSQL_URL: z.string().default('mysql://root@127.0.0.1:3306'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('seats'),
  JWT_PUBLIC_KEY: pem,
  JWT_ISSUER: z.string().default('seats-auth'),
  JWT_AUDIENCE: z.string().default('seats-api'),
  /** This process's own token, presented when it calls another service's /internal routes. */
  INTERNAL_TOKEN: z.string().min(16),
  /**
   * The services that may call this one's /internal routes, each with its own token:
   * "workers=<token>,reporting=<token>". Unset: INTERNAL_TOKEN is the one token every service shares.
   */
  INTERNAL_CALLERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      const callers = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((pair) => {
          const eq = pair.indexOf('=')
          return { name: pair.slice(0, eq).trim(), token: pair.slice(eq + 1).trim() }
        })
      if (callers.some((c) => !/^[a-z][a-z-]*$/.test(c.name) || c.token.length < 16))
        ctx.addIssue({
          code: 'custom',
          message: 'INTERNAL_CALLERS must read name=token,... with tokens of 16+ characters',
        })
      return callers
    }),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A test system's calendar, movable by its tests (openClock); refused in production. */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
})
export type BaseEnv = z.infer<typeof baseEnvSchema>

export const dbEnvSchema = z.object({
  DB_NAME: z.string().regex(/^\w+$/, 'DB_NAME must be a plain identifier'),
  /**
   * The database user that creates DB_NAME and migrates it (all rights on DB_NAME alone), while MYSQL_URL's
   * user only reads and writes rows. Unset: MYSQL_URL's user does both.
   */
  MIGRATION_MYSQL_URL: z.string().optional(),
  MIGRATE_ON_BOOT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Migrate the database, then exit 0: the migration Job a deployment runs before its pods roll. */
  MIGRATE_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})
export type DbEnv = z.infer<typeof dbEnvSchema>

export { pem as pemSchema }

/** Parses the environment once at boot and stops the process with a readable list of what is wrong. */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source)
  const lines = parsed.success
    ? placeholders(parsed.data).map(
        (name) => `  ${name}: still the placeholder of .env.example; set a real value`,
      )
    : parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
  if (parsed.success && lines.length === 0) return parsed.data
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

/** The .env.example files mark what must be replaced with "change-me"; a service refuses to run with one. */
const PLACEHOLDER = /change-me/i

function placeholders(env: unknown): string[] {
  if (typeof env !== 'object' || env === null) return []
  return (
    Object.entries(env)
      // Parsed values count too: INTERNAL_CALLERS is a list by then.
      .filter(([, value]) =>
        PLACEHOLDER.test(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
      )
      .map(([name]) => name)
  )
}
