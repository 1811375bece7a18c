import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'

export const leadsEnvSchema = baseEnvSchema.extend({
  ...dbEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4105),
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_leads'),
  /** Contact-form submissions one address may send per window (POST /api/leads without an admin token). */
  LEAD_IP_MAX: z.coerce.number().int().positive().default(5),
  LEAD_IP_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Proxies in front of us that append to X-Forwarded-For (the gateway); the client address is the entry they added. */
  /** Auth's internal API: admin rights are asked of it on every admin request. */
  AUTH_URL: z.string().url().default('http://127.0.0.1:4101'),
  AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
})
export type LeadsEnv = z.infer<typeof leadsEnvSchema>

export const loadLeadsEnv = (source: NodeJS.ProcessEnv = process.env): LeadsEnv =>
  loadEnv(leadsEnvSchema, source)
