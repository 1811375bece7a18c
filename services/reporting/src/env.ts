import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'
import { isPhoneLineNumber } from './features/phone-line/phone-line'

export const reportingEnvSchema = baseEnvSchema.extend({
  ...dbEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4103),
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_reporting'),
  /** The seating service: persons by phone, an account's persons and events (its internal API). */
  SEATING_URL: z.string().url().default('http://127.0.0.1:4102'),
  SEATING_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** The auth service: whether a caller is an admin now (the stats route checks the database, not only the token). */
  AUTH_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** The phone provider's shared secret, part of its callback URL. Unset: the phone line answers 404. */
  IVR_SECRET: z.string().min(16, 'IVR_SECRET must be at least 16 characters').optional(),
  /** Requests one caller number may make in the window (a call is about five). */
  IVR_PHONE_MAX_REQUESTS: z.coerce.number().int().positive().default(60),
  IVR_PHONE_WINDOW_SEC: z.coerce.number().int().positive().default(600),
  /** How long an unfinished call's state is kept. */
  IVR_CALL_TTL_SEC: z.coerce.number().int().positive().default(3_600),
  /** The number worshippers call (shown in the guided tour); the default is a local placeholder. */
  IVR_PHONE_NUMBER: z
    .string()
    .refine(isPhoneLineNumber, 'IVR_PHONE_NUMBER must be a phone number, e.g. 03-555-0100 or *2580')
    .default('03-555-0100'),
})
export type ReportingEnv = z.infer<typeof reportingEnvSchema>

export const loadReportingEnv = (source: NodeJS.ProcessEnv = process.env): ReportingEnv =>
  loadEnv(reportingEnvSchema, source)
