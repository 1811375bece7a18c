import { z } from 'zod'
import { loadEnv } from '@seats/kit'

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional())

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
  /** Trial reminders by email: once a day, in the morning in Israel. */
  TRIAL_REMINDERS_CRON: z.string().default('0 9 * * *'),
  /** The billing service; unset: billing is not deployed and nothing reconciles payments. */
  BILLING_URL: z.string().url().optional(),
  SEATING_URL: z.string().url().optional(),
  /** Cron (Israel time) for the payments reconcile: open attempts, renewals, failed charges. */
  RECONCILE_BILLING_CRON: z.string().default('*/10 * * * *'),
  SWEEP_DELETED_ACCOUNTS_CRON: z.string().default('41 * * * *'),
  /**
   * The SMTP server mail goes through: `smtp://user:pass@host:587` (or smtps:// for TLS from the start), or
   * the SMTP_HOST/PORT/USER/PASS/SECURE parts. Neither set: the mail queue waits, nothing is sent.
   */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  /** TLS from the first byte (port 465); false uses STARTTLS when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The From of every message. */
  MAIL_FROM: z.string().min(3).default('מקום פנוי <no-reply@localhost>'),
  /** Messages sent at once, and at most this many per second (SMTP providers limit both). */
  MAIL_CONCURRENCY: z.coerce.number().int().positive().default(4),
  MAIL_RATE_PER_SECOND: z.coerce.number().int().positive().default(10),
  /** The reporting service; unset: no reminder calls are made here. */
  REPORTING_URL: z.string().url().optional(),
  /**
   * Where this process's headless Chromium opens the app to render the guest map's PDF (the gateway, as
   * reached from here); unset: no guest map is mailed.
   */
  PRINT_APP_URL: optionalText.pipe(z.url().optional()),
  /** Debian's Chromium; the PDFs are rendered with it. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Cron (Israel time) of the tick that queues the guest maps due: an eve's map at its time, updates after. */
  GUEST_MAP_TICK_CRON: z.string().default('*/5 * * * *'),
  /** PDFs rendered at once per instance, and the most one may take. */
  GUEST_MAP_CONCURRENCY: z.coerce.number().int().positive().default(1),
  GUEST_MAP_RENDER_TIMEOUT_MS: z.coerce.number().int().min(5_000).default(60_000),
  /** Prometheus metrics (queue depths, failures, the process) on this port; 0: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Where the metrics port listens: loopback unless a scraper elsewhere must reach it (a cluster). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Reminder calls placed per second, across every worker instance (BullMQ limiter). */
  REMINDER_CALLS_PER_SECOND: z.coerce.number().int().positive().default(5),
  /** Attempts of one phone's call (busy or no answer is tried again), and the wait between them. */
  REMINDER_CALL_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  REMINDER_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(300_000),
  /** Calls in progress at once per worker instance. */
  REMINDER_CONCURRENCY: z.coerce.number().int().positive().default(5),
  /**
   * Refusals of the provider borne per call (it answered an error or could not be reached: nothing rang),
   * waiting REMINDER_PROVIDER_RETRY_MS, doubling up to 10 minutes, between them. A Shabbat cut-off ends them.
   */
  REMINDER_PROVIDER_ERRORS: z.coerce.number().int().min(0).max(100).default(12),
  REMINDER_PROVIDER_RETRY_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How long a job a worker took stays its own without the worker renewing it: a worker killed mid-job has
   * its jobs taken over this long after (BullMQ lockDuration; the stalled check runs as often).
   */
  REMINDER_LOCK_MS: z.coerce.number().int().min(1_000).default(30_000),
})
export type WorkersEnv = z.infer<typeof workersEnvSchema>

export const loadWorkersEnv = (source: NodeJS.ProcessEnv = process.env) => loadEnv(workersEnvSchema, source)
