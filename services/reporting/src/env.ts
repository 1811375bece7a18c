import { z } from 'zod'
import { baseEnvSchema, dbEnvSchema, loadEnv } from '@seats/kit'
import { isPhoneLineNumber } from './features/phone-line'
import { localBehaviours } from './features/reminders'

export const reportingEnvSchema = baseEnvSchema
  .extend({
    ...dbEnvSchema.shape,
    PORT: z.coerce.number().int().min(0).max(65535).default(4103),
    DB_NAME: dbEnvSchema.shape.DB_NAME.default('seats_reporting'),
    /** The seating service: persons by phone, an account's persons and events (its internal API). */
    SEATING_URL: z.string().url().default('http://127.0.0.1:4102'),
    SEATING_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
    /** The phone provider's shared secret, part of its callback URL. Unset: the phone line answers 404. */
    IVR_SECRET: z.string().min(16, 'IVR_SECRET must be at least 16 characters').optional(),
    /**
     * The secret being replaced, still accepted while the provider's URL is changed (a rotation without
     * downtime); remove it once the provider calls with the new one.
     */
    IVR_SECRET_PREVIOUS: z.string().min(16, 'IVR_SECRET_PREVIOUS must be at least 16 characters').optional(),
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
    /** auth: the account's subscription (402 on the reminders' changes), synagogue name and phone. */
    AUTH_URL: z.string().url().default('http://127.0.0.1:4101'),
    AUTH_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
    ACCOUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /** Reminder calls: `local` records calls in the database (development, tests); `yemot` dials for real. */
    REMINDERS_PROVIDER: z.enum(['local', 'yemot']).default('local'),
    /** How the local provider's callees behave unless told otherwise per phone. */
    REMINDERS_LOCAL_BEHAVIOUR: z.enum(localBehaviours).default('hangup'),
    /** Offer "run now" on the /reminders screen (development systems only). */
    REMINDERS_RUN_NOW: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    REMINDER_CALL_TTL_SEC: z.coerce.number().int().positive().default(600),
    /**
     * Yemot HaMashiach (REMINDERS_PROVIDER=yemot): "<system>:<password>", the caller id, and the API extension
     * the answered callee hears the reminder in (its api_link: /api/ivr/yemot/<IVR_SECRET>/reminder).
     */
    YEMOT_TOKEN: z.string().optional(),
    YEMOT_CALLER_ID: z.string().optional(),
    YEMOT_IVR_PATH: z.string().optional(),
    YEMOT_API_URL: z.string().url().default('https://www.call2all.co.il/ym/api'),
    YEMOT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Signs worshippers' report links (sent by SMS). Unset: no link is sent and none opens. */
    REPORT_LINK_SECRET: z.string().min(32, 'REPORT_LINK_SECRET must be at least 32 characters').optional(),
    /** Where the app is reached: a report link's SMS starts with it. */
    APP_URL: z.url().default('http://localhost:8080'),
    /** SMS: `local` records messages in the database (development, tests); `yemot` sends through SendSms. */
    SMS_PROVIDER: z.enum(['local', 'yemot']).default('local'),
    /** The sender of SMS_PROVIDER=yemot's messages, as Yemot approved it for SMS. */
    YEMOT_SMS_FROM: z.string().optional(),
  })
  .refine(
    (e) => e.REMINDERS_PROVIDER !== 'yemot' || (e.YEMOT_TOKEN && e.YEMOT_CALLER_ID && e.YEMOT_IVR_PATH),
    {
      message: 'REMINDERS_PROVIDER=yemot needs YEMOT_TOKEN, YEMOT_CALLER_ID and YEMOT_IVR_PATH',
      path: ['YEMOT_TOKEN'],
    },
  )
  .refine((e) => e.SMS_PROVIDER !== 'yemot' || (e.YEMOT_TOKEN && e.YEMOT_SMS_FROM), {
    message: 'SMS_PROVIDER=yemot needs YEMOT_TOKEN and YEMOT_SMS_FROM',
    path: ['YEMOT_SMS_FROM'],
  })
export type ReportingEnv = z.infer<typeof reportingEnvSchema>

export const loadReportingEnv = (source: NodeJS.ProcessEnv = process.env): ReportingEnv =>
  loadEnv(reportingEnvSchema, source)
