import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv, pemSchema } from '@seats/kit'

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1')

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** '15m', '900s', '1h' or a bare number of seconds. */
export function durationSeconds(text: string): number | null {
  const m = /^(\d+)\s*([smhd])?$/.exec(text.trim())
  if (!m) return null
  const seconds = Number(m[1]) * UNIT_SECONDS[(m[2] ?? 's') as keyof typeof UNIT_SECONDS]
  return seconds > 0 ? seconds : null
}

export const authEnvSchema = baseEnvSchema.extend({
  ...dbEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4101),
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_auth'),
  JWT_PRIVATE_KEY: pemSchema,
  ACCESS_TOKEN_TTL: z
    .string()
    .default('15m')
    .transform((v, ctx) => {
      const seconds = durationSeconds(v)
      if (seconds === null) {
        ctx.addIssue({ code: 'custom', message: "expected a duration such as '15m', '900s' or '1h'" })
        return z.NEVER
      }
      return seconds
    }),
  REFRESH_TTL_DAYS: count(30),
  /** A sign-in's absolute age: however often it refreshes, after this many days the user signs in again. */
  REFRESH_FAMILY_MAX_AGE_DAYS: count(30),
  /** How often auth checks that Redis still holds the logout deny-list (and writes it back if not). */
  REVOCATIONS_CHECK_SECONDS: count(5),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  COOKIE_SECURE: flag(true),
  LOGIN_IP_MAX_FAILURES: count(30),
  LOGIN_IP_WINDOW_SECONDS: count(15 * 60),
  /** Wrong passwords for one account from one address per window: that address waits, the owner elsewhere does not. */
  LOGIN_ACCOUNT_IP_MAX_FAILURES: count(8),
  /**
   * Wrong passwords for one account from every address per window before its attempts take turns (addresses
   * it signed in from skip the queue), each waiting a spacing that doubles from the first delay to the max.
   */
  LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: count(20),
  LOGIN_ACCOUNT_WINDOW_SECONDS: count(15 * 60),
  LOGIN_SLOW_FIRST_DELAY_MS: count(250),
  LOGIN_SLOW_MAX_DELAY_MS: count(4_000),
  /** The longest a sign-in waits for its turn; a later turn answers 429 with Retry-After. */
  LOGIN_SLOW_MAX_WAIT_MS: count(10_000),
  REGISTER_IP_MAX: count(10),
  REGISTER_IP_WINDOW_SECONDS: count(60 * 60),
  /** Demo accounts started per client address and window (junk submissions count too). */
  DEMO_IP_MAX: count(20),
  DEMO_IP_WINDOW_SECONDS: count(60 * 60),
  /** Demo accounts not upgraded within this many days are deleted by the workers' daily clean-up. */
  DEMO_TTL_DAYS: count(14),
  /** The other services' internal APIs; unset = not deployed (no demo without seating; no leads marking). */
  SEATING_URL: z.url().optional(),
  REPORTING_URL: z.url().optional(),
  LEADS_URL: z.url().optional(),
  /** Where wardens open the app: links in email lead there. */
  APP_URL: z.url().default('http://localhost:8080'),
  /** How long auth waits for another service's internal API. */
  INTERNAL_TIMEOUT_MS: count(5_000),
  /** SMTP attempts per message (the workers' `mail` queue) before it shows as failed in the outbox. */
  MAIL_ATTEMPTS: count(12),
  /** The first retry's delay; each next one doubles (30 s, 1 min, 2 min, ... about 17 hours in all). */
  MAIL_RETRY_DELAY_MS: count(30_000),
})
export type AuthEnv = z.infer<typeof authEnvSchema>

export const loadAuthEnv = (source: NodeJS.ProcessEnv = process.env): AuthEnv =>
  loadEnv(authEnvSchema, source)
