import { z } from 'zod'
import { loadEnv } from '@seats/kit'

export const workersEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('seats'),
  AUTH_URL: z.string().url(),
  INTERNAL_TOKEN: z.string().min(16),
  /** Cron (server time zone is irrelevant: BullMQ takes tz) for the nightly clean-up. */
  PURGE_TOKENS_CRON: z.string().default('17 3 * * *'),
  /** Cron (Israel time) for the daily removal of demo accounts past their days (auth's DEMO_TTL_DAYS). */
  PURGE_DEMO_GUESTS_CRON: z.string().default('37 3 * * *'),
  /** The billing service; unset: billing is not deployed and nothing reconciles payments. */
  BILLING_URL: z.string().url().optional(),
  /** Cron (Israel time) for the payments reconcile: open attempts, renewals, failed charges. */
  RECONCILE_BILLING_CRON: z.string().default('*/10 * * * *'),
})
export type WorkersEnv = z.infer<typeof workersEnvSchema>

export const loadWorkersEnv = () => loadEnv(workersEnvSchema)
