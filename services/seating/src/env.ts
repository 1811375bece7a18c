import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'

export const seatingEnvSchema = baseEnvSchema.extend({
  ...dbEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(4102),
  DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_seating'),
  /** The auth service, for maxPeople and subscription status (its internal API). */
  AUTH_URL: z.string().url().default('http://127.0.0.1:4101'),
  AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** How long an account's quota and subscription status are trusted before asking auth again. */
  ACCOUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
  /** Body limit of the bulk import; every other route keeps the kit's 1 MB. */
  BULK_BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/)
    .default('5mb'),
  /** The reporting service, which texts households through the product's SMS provider (its internal API). */
  REPORTING_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** Where households open their seat request links. */
  APP_URL: z.url().default('http://localhost:8080'),
  /** Signs households' seat request links; unset: no link is sent or opened. */
  SEASON_LINK_SECRET: z.string().min(32, 'SEASON_LINK_SECRET must be at least 32 characters').optional(),
  /** Rendered map documents kept in memory, in MB. */
  MAP_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(64),
})
export type SeatingEnv = z.infer<typeof seatingEnvSchema>

export const loadSeatingEnv = (source: NodeJS.ProcessEnv = process.env): SeatingEnv =>
  loadEnv(seatingEnvSchema, source)
