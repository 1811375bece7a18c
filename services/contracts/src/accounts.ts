import { z } from 'zod'

/** What auth tells other services about an account (GET /internal/accounts/:id): quotas and 402 checks. */
export const internalAccountSchema = z.object({
  id: z.number().int(),
  isAdmin: z.boolean(),
  isGuest: z.boolean(),
  isDemoGuest: z.boolean(),
  maxPeople: z.number().int(),
  /** contracts subscriptionStatus(): -1 no restriction, 0 late trial, 1 trial expired, 2 paid expired. */
  subscriptionStatus: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]),
  phone: z.string(),
  contactName: z.string(),
  synagogueName: z.string(),
  /** For billing: the customer's details and the plan's price; the subscription's current end. */
  email: z.string().nullable(),
  price: z.number(),
  subscriptionType: z.string(),
  subscriptionEndsAt: z.string().nullable(),
})
export type InternalAccount = z.infer<typeof internalAccountSchema>

/** POST /internal/maintenance/purge-refresh-tokens */
export const purgeRefreshTokensResponseSchema = z.object({ deleted: z.number().int().min(0) })
export type PurgeRefreshTokensResponse = z.infer<typeof purgeRefreshTokensResponseSchema>
