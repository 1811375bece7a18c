import { loadEnv } from '@seats/kit'
import { billingEnvSchema } from '../env'

/** The CLI needs the service's database and the card provider's server API, nothing it serves with. */
export const billingCliEnvSchema = billingEnvSchema.pick({
  NODE_ENV: true,
  MYSQL_URL: true,
  DB_NAME: true,
  MIGRATION_MYSQL_URL: true,
  SUMIT_API_URL: true,
  SUMIT_COMPANY_ID: true,
  SUMIT_API_KEY: true,
  PROVIDER_TIMEOUT_MS: true,
})
export type BillingCliEnv = ReturnType<typeof loadBillingCliEnv>

export const loadBillingCliEnv = (source: NodeJS.ProcessEnv = process.env) =>
  loadEnv(billingCliEnvSchema, source)
