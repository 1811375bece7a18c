import { z } from 'zod'

/**
 * POST /internal/accounts/:accountId/sms (reporting, for seating): one text to one mobile on behalf of an
 * account, sent once per `key`: the same key again sends nothing and answers as the first time did.
 */
export const internalSmsSchema = z.object({
  phone: z.string().regex(/^05\d{8}$/),
  text: z.string().trim().min(1).max(500),
  key: z.string().min(1).max(200),
})
export type InternalSms = z.infer<typeof internalSmsSchema>
export const internalSmsResultSchema = z.object({ sent: z.boolean() })
export type InternalSmsResult = z.infer<typeof internalSmsResultSchema>
