import { z } from 'zod'
import { schemaText } from './schema-texts'
import { personGenders } from './seating-vocabulary'
import { reportSources } from './report-sources'

export const reportSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  source: z.enum(reportSources),
  createdAt: z.string(),
})
export type Report = z.infer<typeof reportSchema>
export const reportInputSchema = z.object({
  personId: z.number().int().positive(),
  date: z.iso.date(schemaText('date_invalid')),
  eventId: z.number().int().positive().nullable().default(null),
  source: z.enum(reportSources).default('web'),
})
export type ReportInput = z.infer<typeof reportInputSchema>

/** Sources a browser may record; 'phone' is written only by the phone line. */
export const webReportSources = ['web', 'warden'] as const
/** POST /api/reports and PUT /api/reports/:id. */
export const reportApiInputSchema = reportInputSchema.extend({
  source: z.enum(webReportSources, schemaText('phone_report_only')).default('web'),
})
export type ReportApiInput = z.infer<typeof reportApiInputSchema>

/** One entry of the map screen's date selector. */
export const dateOptionSchema = z.object({
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  name: z.string(),
  hebrewDate: z.string(),
  kind: z.enum(['shabbat', 'holiday', 'event', 'past']),
  reverse: z.boolean(),
})
export type DateOption = z.infer<typeof dateOptionSchema>

/** ?il=false names Shabbatot by the diaspora Torah-reading schedule (a map's `il` setting); default Israel. */
export const torahScheduleQuerySchema = z.object({
  il: z
    .enum(['true', 'false'], schemaText('value_invalid'))
    .default('true')
    .transform((v) => v === 'true'),
})

/** GET /api/reports/date/:date?eventId=&il=: the date as resolved (an empty or invalid one is the coming Shabbat) and its reports. */
export const dateReportsSchema = dateOptionSchema.extend({ reports: z.array(reportSchema) })
export type DateReports = z.infer<typeof dateReportsSchema>

/** The realtime createReport payload: the report, who reported and the date's display name (for the toast). */
export const reportCreatedEventSchema = reportSchema.extend({
  personName: z.string(),
  dateName: z.string(),
  personGender: z.enum(personGenders).nullable().optional(),
})
export type ReportCreatedEvent = z.infer<typeof reportCreatedEventSchema>

/**
 * POST /api/ivr/json/:secret: one turn of a phone call in a provider-neutral form. `digits` answers the
 * last `ask`; `var`, when sent, must name that ask (a replayed turn then only repeats the question).
 */
export const ivrJsonRequestSchema = z.object({
  callId: z.string().trim().min(1).max(100),
  phone: z.string().max(30),
  digits: z
    .string()
    .max(20)
    .regex(/^[0-9*#]*$/, schemaText('digits_only'))
    .optional(),
  var: z.string().max(20).optional(),
  hangup: z.boolean().default(false),
})
export type IvrJsonRequest = z.infer<typeof ivrJsonRequestSchema>

export const ivrAskSchema = z.object({
  /** The name the answer belongs to (the Yemot adapter reads it back as a query parameter). */
  var: z.string(),
  maxDigits: z.number().int().positive(),
  /** The keys that mean something here. */
  options: z.array(z.string()),
})
export type IvrAsk = z.infer<typeof ivrAskSchema>
export const ivrJsonReplySchema = z.object({
  say: z.array(z.string()),
  ask: ivrAskSchema.optional(),
  hangup: z.boolean(),
})
export type IvrJsonReply = z.infer<typeof ivrJsonReplySchema>

/**
 * GET /api/reports/phone-line: the number worshippers call to report a seat free, as configured for the
 * phone system (IVR_PHONE_NUMBER). `display` is the number as people write it (e.g. 03-555-1234).
 */
export const phoneLineSchema = z.object({ phoneNumber: z.string(), display: z.string() })
export type PhoneLine = z.infer<typeof phoneLineSchema>

/**
 * POST /internal/accounts/:accountId/demo-reports (service token): a few of these worshippers report their
 * seats free for the coming Shabbat, as if they had phoned, so a demo opens on a lively map.
 */
export const demoReportsInputSchema = z.object({
  personIds: z.array(z.number().int().positive()).max(1_000),
})
export type DemoReportsInput = z.infer<typeof demoReportsInputSchema>
export const demoReportsSchema = z.object({ date: z.iso.date(), reportIds: z.array(z.number().int()) })
export type DemoReports = z.infer<typeof demoReportsSchema>

/**
 * POST /internal/accounts/:accountId/demo-history (service token): half a year of past weeks for a demo
 * synagogue (reports and reminder runs), so its plots open full; nothing when it already has a history.
 */
export const demoHistorySchema = z.object({ reports: z.number().int(), runs: z.number().int() })
export type DemoHistory = z.infer<typeof demoHistorySchema>
