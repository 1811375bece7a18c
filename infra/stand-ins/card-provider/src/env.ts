import { z } from 'zod'

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true')

export const cardStandInEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4180),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the browser and the product reach this process (document links); default http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  COMPANY_ID: z.string().regex(/^\d+$/, 'COMPANY_ID is a number').default('1000'),
  /** The private key the server API checks (the product's server only). */
  API_KEY: z.string().min(1).default('stand-in-private-key'),
  /** The public key the browser script sends when tokenising. */
  API_PUBLIC_KEY: z.string().min(1).default('stand-in-public-key'),
  /** A JSON snapshot of the store, loaded at boot and rewritten after each change. */
  STATE_FILE: z.string().min(1).optional(),
  /** How long the "timeout" test card makes the charge answer wait. */
  TIMEOUT_DELAY_MS: z.coerce.number().int().min(0).default(30_000),
  /** The /__test/ routes (clock, reset, state); set false to leave them out. */
  TEST_CLOCK: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
export type CardStandInEnv = z.infer<typeof cardStandInEnvSchema>

/** Parses the environment once at boot; a wrong value stops the process with a readable list. */
export function loadCardStandInEnv(source: NodeJS.ProcessEnv = process.env): CardStandInEnv {
  // An empty variable means "not set", as in a .env file with `STATE_FILE=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = cardStandInEnvSchema.safeParse(defined)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
