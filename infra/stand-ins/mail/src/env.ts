import { z } from 'zod'

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true')
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback)

export const mailStandInEnvSchema = z.object({
  /** Where the SMTP server listens (what the product's SMTP_URL points at). */
  SMTP_PORT: port(4191),
  /** The outbox's HTTP API (GET /messages, /readyz). */
  PORT: port(4192),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A JSON snapshot of the outbox, loaded at boot and rewritten after each message. */
  STATE_FILE: z.string().min(1).optional(),
  /** The oldest messages are forgotten past this many. */
  MAX_MESSAGES: z.coerce.number().int().positive().default(1000),
  /** POST /__test/reset; set false to leave it out. */
  TEST_ROUTES: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
export type MailStandInEnv = z.infer<typeof mailStandInEnvSchema>

/** Parses the environment once at boot; a wrong value stops the process with a readable list. */
export function loadMailStandInEnv(source: NodeJS.ProcessEnv = process.env): MailStandInEnv {
  // An empty variable means "not set", as in a .env file with `STATE_FILE=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = mailStandInEnvSchema.safeParse(defined)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
