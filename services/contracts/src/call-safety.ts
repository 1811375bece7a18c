import { z } from 'zod'
import { schemaText } from './schema-texts'
import { phoneSchema } from './phone'

/**
 * Calls that must never ring a stranger: the warden's own phone verified by a spoken code before a test
 * call, a daily cap on every call an account places, and the stop-list admins keep.
 */

/** A verification code: digits spoken to the account's phone, typed back by the warden. */
export const VERIFICATION_CODE_LENGTH = 6
export const VERIFICATION_CODE_TTL_MIN = 10
/** Wrong tries a code bears; the last one burns it. */
export const VERIFICATION_CODE_MAX_TRIES = 5
/** Calls an account places in a day (runs, test calls, codes) unless an admin set its own cap. */
export const DEFAULT_DAILY_CALL_CAP = 400
export const MAX_DAILY_CALL_CAP = 100_000

/** GET /api/reminders/phone-verification: the account's phone and whether it was verified. */
export const phoneVerificationSchema = z.object({
  /** The account's phone, digits only; empty when the account has none. */
  phone: z.string(),
  verified: z.boolean(),
})
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>

/** POST /api/reminders/phone-verification/code -> the code is on its way. */
export const verificationCodeSentSchema = z.object({
  phone: z.string(),
  expiresInMin: z.number().int(),
})
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>

/** POST /api/reminders/phone-verification { code } -> PhoneVerification (verified). */
export const verifyPhoneInputSchema = z.object({
  code: z
    .string(schemaText('code_missing'))
    .trim()
    .regex(
      new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`),
      schemaText('code_digits', { length: VERIFICATION_CODE_LENGTH }),
    ),
})
export type VerifyPhoneInput = z.infer<typeof verifyPhoneInputSchema>

/** GET/PUT /api/reminders/admin/accounts/:accountId/call-cap (admin). */
export const callCapSchema = z.object({
  accountId: z.number().int(),
  dailyCap: z.number().int(),
  /** False: the default cap applies. */
  custom: z.boolean(),
  /** Calls placed today (Israel time). */
  usedToday: z.number().int(),
})
export type CallCap = z.infer<typeof callCapSchema>
export const callCapInputSchema = z.object({
  dailyCap: z
    .number(schemaText('calls_missing'))
    .int(schemaText('calls_whole'))
    .min(1, schemaText('calls_min'))
    .max(MAX_DAILY_CALL_CAP, schemaText('calls_max', { max: MAX_DAILY_CALL_CAP })),
})
export type CallCapInput = z.infer<typeof callCapInputSchema>

/** Who put a number on the stop-list: the callee (a key in a reminder call) or an admin. */
export const optOutSources = ['callee', 'admin'] as const
export type OptOutSource = (typeof optOutSources)[number]
export const optOutSourceLabels: Record<OptOutSource, string> = {
  callee: 'בעל המספר, בשיחה',
  admin: 'מנהל מערכת',
}

export const optOutSchema = z.object({
  phone: z.string(),
  source: z.enum(optOutSources),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type OptOut = z.infer<typeof optOutSchema>

export const OPT_OUTS_PAGE_SIZE = 50
/** GET /api/reminders/admin/opt-outs?q=&page= (admin): newest first; q matches digits of the number. */
export const optOutsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(20, schemaText('search_too_long'))
    .transform((v) => v.replace(/\D/g, ''))
    .optional(),
  page: z.coerce
    .number(schemaText('page_invalid'))
    .int(schemaText('page_invalid'))
    .min(1, schemaText('page_invalid'))
    .max(100_000)
    .default(1),
})
export type OptOutsQuery = z.input<typeof optOutsQuerySchema>
export const optOutPageSchema = z.object({
  items: z.array(optOutSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type OptOutPage = z.infer<typeof optOutPageSchema>

/** POST /api/reminders/admin/opt-outs (admin): the number is rung by no one from now on. */
export const optOutInputSchema = z.object({
  phone: phoneSchema,
  reason: z
    .string(schemaText('reason_missing'))
    .trim()
    .min(1, schemaText('reason_missing'))
    .max(200, schemaText('reason_too_long', { max: 200 })),
})
export type OptOutInput = z.input<typeof optOutInputSchema>
