import { z } from 'zod'

const flag = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true')

const extensionsSchema = z.record(
  z.string(),
  z.object({
    apiLink: z.url(),
    post: z.boolean().default(true),
    hangupSend: z.boolean().default(true),
    add: z.record(z.string(), z.string()).default({}),
  }),
)

export const yemotStandInEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4186),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The system's number and password: the token the product sends is "<SYSTEM_NUMBER>:<PASSWORD>". */
  SYSTEM_NUMBER: z
    .string()
    .regex(/^\d{7,15}$/, 'SYSTEM_NUMBER is a phone number')
    .default('0770000000'),
  PASSWORD: z.string().min(1).default('stand-in-password'),
  /**
   * The API extensions, as JSON: {"ivr2:/8": {"apiLink": "http://127.0.0.1:8080/api/ivr/yemot/<secret>/reminder"}}
   * (post and hangupSend default true, add: fixed parameters).
   */
  EXTENSIONS: z
    .string()
    .default('{}')
    .transform((s, ctx) => {
      try {
        return extensionsSchema.parse(JSON.parse(s))
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'EXTENSIONS is JSON: {"ivr2:/8": {"apiLink": "http://..."}}',
        })
        return z.NEVER
      }
    }),
  /** Which number ApiPhone holds on a bridged call: the callee's, or the caller id (then ApiDID is the callee's). */
  BRIDGED_API_PHONE: z.enum(['callee', 'caller_id']).default('callee'),
  ANSWER_DELAY_MS: z.coerce.number().int().min(0).default(500),
  TEST_ROUTES: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
export type YemotStandInEnv = z.infer<typeof yemotStandInEnvSchema>

/** Parses the environment once at boot; a wrong value stops the process with a readable list. */
export function loadYemotStandInEnv(source: NodeJS.ProcessEnv = process.env): YemotStandInEnv {
  // An empty variable means "not set", as in a .env file with `EXTENSIONS=`.
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = yemotStandInEnvSchema.safeParse(defined)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}
