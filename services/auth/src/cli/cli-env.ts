import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'

const password = z.string().min(8, 'at least 8 characters').max(200).optional()

/** The CLI needs only the database settings of the service, plus who to seed. */
export const cliEnvSchema = baseEnvSchema.pick({ NODE_ENV: true, MYSQL_URL: true }).extend({
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_auth'),
  MIGRATION_MYSQL_URL: dbEnvSchema.shape.MIGRATION_MYSQL_URL,
  SEED_ADMIN_EMAIL: z.email().default('admin@example.com'),
  SEED_ADMIN_PASSWORD: password,
  SEED_ADMIN_NAME: z.string().trim().min(1).max(100).default('מנהל המערכת'),
  SEED_DEMO_EMAIL: z.email().default('demo@example.com'),
  SEED_DEMO_PASSWORD: password,
  SEED_DEMO_NAME: z.string().trim().min(1).max(100).default('ישראל ישראלי'),
  SEED_DEMO_SYNAGOGUE: z.string().trim().max(150).default('בית הכנסת אוהל משה'),
  /** The demo synagogue's team beside its owner: a second warden and a viewer, with the demo's password. */
  SEED_DEMO_WARDEN_EMAIL: z.email().default('demo-warden@example.com'),
  SEED_DEMO_VIEWER_EMAIL: z.email().default('demo-viewer@example.com'),
  SEED_DEMO_PHONE: z
    .string()
    .regex(/^0\d{8,9}$/)
    .default('0501234567'),
  /** A synagogue of 400 households ready to run the High Holiday season (seating's demo-season). */
  SEED_SEASON_DEMO_EMAIL: z.email().default('season-demo@example.com'),
  SEED_SEASON_DEMO_PASSWORD: password,
  SEED_SEASON_DEMO_NAME: z.string().trim().min(1).max(100).default('אליהו ברגר'),
  SEED_SEASON_DEMO_SYNAGOGUE: z.string().trim().max(150).default('היכל שלמה'),
  SEED_SEASON_DEMO_PHONE: z
    .string()
    .regex(/^0\d{8,9}$/)
    .default('0505550148'),
})
export type CliEnv = z.infer<typeof cliEnvSchema>

export const loadCliEnv = (source: NodeJS.ProcessEnv = process.env): CliEnv => loadEnv(cliEnvSchema, source)

/** Fixed passwords are a local convenience only; a production seed without one gets a generated password. */
export function seedPassword(
  given: string | undefined,
  localDefault: string,
  nodeEnv: CliEnv['NODE_ENV'],
): string | undefined {
  if (given !== undefined) return given
  return nodeEnv === 'production' ? undefined : localDefault
}
