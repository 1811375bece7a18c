import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'

const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()))

export const billingEnvSchema = baseEnvSchema.extend({
  ...dbEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4104),
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_billing'),
  /** The auth service: the account's plan, and where paid time is credited (its internal API). */
  AUTH_URL: z.url().default('http://127.0.0.1:4101'),
  AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** The card provider's server API (SUMIT's, or the local stand-in that speaks it). */
  SUMIT_API_URL: z.url().default('https://api.sumit.co.il'),
  SUMIT_COMPANY_ID: z.string().min(1),
  /** Private: never leaves this service. */
  SUMIT_API_KEY: z.string().min(1),
  /** Public: the browser's tokenising script needs it. */
  SUMIT_API_PUBLIC_KEY: z.string().min(1),
  SUMIT_ENVIRONMENT: z.string().default('www'),
  /** Scripts the payment dialog loads in order (the real provider's needs jQuery first). */
  CARD_SCRIPT_URLS: list.default([
    'https://code.jquery.com/jquery-3.7.1.min.js',
    'https://app.sumit.co.il/scripts/payments.js',
  ]),
  /** Where wardens open the app: links in billing email lead there. */
  APP_URL: z.url().default('http://localhost:8080'),
  /** A charge that takes longer is treated as unknown and settled by the reconcile, never sent again. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** createRecurringCharge calls one account may make per window. */
  CHARGE_ACCOUNT_MAX: z.coerce.number().int().positive().default(5),
  CHARGE_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
})
export type BillingEnv = z.infer<typeof billingEnvSchema>

export const loadBillingEnv = (source: NodeJS.ProcessEnv = process.env): BillingEnv =>
  loadEnv(billingEnvSchema, source)
