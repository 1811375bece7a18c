import { z } from 'zod'
import { schemaText } from './schema-texts'

/** Friday reminders (reporting owns settings and runs; services/workers runs the jobs). */

/** Who is called: worshippers holding a seat on any map, every worshipper, or the chosen ones. */
export const reminderAudiences = ['seated', 'all', 'chosen'] as const
export type ReminderAudience = (typeof reminderAudiences)[number]
/** Which date the call is about: the coming Shabbat, or the next event when it comes before it. */
export const reminderDateTargets = ['shabbat', 'next'] as const
export type ReminderDateTarget = (typeof reminderDateTargets)[number]
/**
 * A week whose candle-lighting comes too soon after the setting's time (its latest safe start, an hour
 * before, is earlier): that week's run starts at its latest safe start, or that week is skipped.
 */
export const reminderLateWeeks = ['earlier', 'skip'] as const
export type ReminderLateWeeks = (typeof reminderLateWeeks)[number]

/** Placeholders of the spoken text. */
export const REMINDER_SYNAGOGUE_PLACEHOLDER = '{בית הכנסת}'
export const REMINDER_DATE_PLACEHOLDER = '{תאריך}'
export const DEFAULT_REMINDER_TEXT = `שלום, כאן ${REMINDER_SYNAGOGUE_PLACEHOLDER}. תזכורת לקראת ${REMINDER_DATE_PLACEHOLDER}: אם לא תגיעו, אנא דווחו שהמקום שלכם פנוי.`
export const MAX_REMINDER_TEXT = 400
export const MAX_REMINDER_PERSONS = 5_000

export const reminderSettingInputSchema = z
  .object({
    enabled: z.boolean(schemaText('value_invalid')),
    /** 0 Sunday .. 5 Friday. */
    weekday: z
      .number(schemaText('weekday_invalid'))
      .int(schemaText('weekday_invalid'))
      .min(0, schemaText('weekday_invalid'))
      .max(5, schemaText('reminder_weekday_range')),
    hour: z
      .number(schemaText('hour_invalid'))
      .int(schemaText('hour_invalid'))
      .min(0, schemaText('hour_invalid'))
      .max(23, schemaText('hour_invalid')),
    minute: z
      .number(schemaText('minute_invalid'))
      .int(schemaText('minute_invalid'))
      .min(0, schemaText('minute_invalid'))
      .max(59, schemaText('minute_invalid')),
    audience: z.enum(reminderAudiences, schemaText('audience_missing')),
    personIds: z
      .array(z.number().int().positive(), schemaText('persons_invalid'))
      .max(MAX_REMINDER_PERSONS, schemaText('persons_too_many'))
      .default([]),
    dateTarget: z.enum(reminderDateTargets, schemaText('date_target_missing')),
    /** A city of GET /api/reminders `cities` (candle-lighting). */
    city: z.string(schemaText('city_missing')).min(1, schemaText('city_missing')),
    text: z
      .string(schemaText('reminder_text_missing'))
      .trim()
      .min(1, schemaText('reminder_text_missing'))
      .max(MAX_REMINDER_TEXT, schemaText('reminder_text_too_long', { max: MAX_REMINDER_TEXT })),
    /** Each mobile called also gets its report link by SMS, and the call says so. */
    sendLink: z.boolean(schemaText('value_invalid')).default(false),
    /** A week in which the time is too late: run at that week's latest safe start, or skip it. */
    lateWeeks: z.enum(reminderLateWeeks, schemaText('value_invalid')).default('earlier'),
  })
  .refine((s) => s.audience !== 'chosen' || s.personIds.length > 0, {
    message: schemaText('persons_missing'),
    path: ['personIds'],
  })
export type ReminderSettingInput = z.infer<typeof reminderSettingInputSchema>

export const reminderSettingSchema = z.object({
  enabled: z.boolean(),
  weekday: z.number().int(),
  hour: z.number().int(),
  minute: z.number().int(),
  audience: z.enum(reminderAudiences),
  personIds: z.array(z.number().int()),
  dateTarget: z.enum(reminderDateTargets),
  city: z.string(),
  text: z.string(),
  sendLink: z.boolean(),
  lateWeeks: z.enum(reminderLateWeeks),
})
export type ReminderSetting = z.infer<typeof reminderSettingSchema>

/** The next run, computed on the server (Israel time). */
export const reminderNextRunSchema = z.object({
  /** "יום שישי 10:00, כ״ד כסלו" */
  display: z.string(),
  day: z.iso.date(),
  startsAt: z.string(),
  shabbat: z.iso.date(),
  /** That day's candle-lighting in the city ("16:01"), and when calls stop ("15:31"); null on a plain weekday. */
  candleLighting: z.string().nullable(),
  stopsAt: z.string().nullable(),
  /** The latest start the setting could have that day ("15:01"), or null. */
  latestStart: z.string().nullable(),
  /** The setting's time is too late that week: the run starts at the latest safe start instead. */
  earlier: z.boolean(),
})
export type ReminderNextRun = z.infer<typeof reminderNextRunSchema>

/** A coming week whose run differs from the setting: moved to its latest safe start, or skipped. */
export const reminderWeekChangeSchema = z.object({
  /** The week's Shabbat, and the day its run rings (a Friday or a festival's eve). */
  shabbat: z.iso.date(),
  day: z.iso.date(),
  /** What that day is the eve of: "שבת פרשת ויצא", "ערב פסח". */
  dateName: z.string(),
  /** The day by its weekday and Hebrew date: "יום רביעי, י״ד ניסן". */
  dayName: z.string(),
  change: z.enum(['earlier', 'skipped']),
  /** "HH:MM" the run starts that week; null: the week is skipped. */
  runsAt: z.string().nullable(),
  /** Why: that day's candle-lighting in the city ("15:54"), and the latest safe start ("14:54"). */
  candleLighting: z.string(),
  latestStart: z.string(),
})
export type ReminderWeekChange = z.infer<typeof reminderWeekChangeSchema>

/** GET /api/reminders and PUT's answer. */
export const reminderSettingsViewSchema = z.object({
  setting: reminderSettingSchema,
  /** False until the warden saves a setting once (the defaults are shown). */
  saved: z.boolean(),
  nextRun: reminderNextRunSchema.nullable(),
  /** The next 12 weeks whose run moves earlier or is skipped (none while reminders are off). */
  differingWeeks: z.array(reminderWeekChangeSchema),
  cities: z.array(z.object({ name: z.string(), label: z.string() })),
  /** "Run now" is offered (development systems only: REMINDERS_RUN_NOW). */
  runNowEnabled: z.boolean(),
  /** A demo or guest account: its calls are played by the local provider, no real phone rings. */
  callsSimulated: z.boolean(),
  /** Calls the account may place in a day (runs, test calls, verification codes). */
  dailyCallCap: z.number().int(),
})
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>

export const reminderRunStatuses = ['running', 'done', 'stopped'] as const
export const reminderCallOutcomes = [
  'queued',
  /** Handed to a provider that reports no answer back (Yemot's bridged call runs the inbound line). */
  'placed',
  'answered',
  'reported',
  'busy',
  'no_answer',
  'failed',
  'skipped_reported',
  'not_called_shabbat',
  /** The account reached its daily call cap: the rest of the run is not called. */
  'not_called_cap',
] as const
export type ReminderCallOutcome = (typeof reminderCallOutcomes)[number]

export const reminderRunCountsSchema = z.object({
  /** Phones to call in this run. */
  queued: z.number().int(),
  /** Phones called so far (answered or not). */
  called: z.number().int(),
  answered: z.number().int(),
  reported: z.number().int(),
  skippedReported: z.number().int(),
  failed: z.number().int(),
  notCalledShabbat: z.number().int(),
  /** Not called: the account's daily call cap was reached. */
  notCalledCap: z.number().int(),
})
export type ReminderRunCounts = z.infer<typeof reminderRunCountsSchema>

export const reminderRunSchema = z.object({
  id: z.number().int(),
  /** The date the call is about, its name, and the day the run rang. */
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  dateName: z.string(),
  status: z.enum(reminderRunStatuses),
  manual: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: reminderRunCountsSchema,
})
export type ReminderRun = z.infer<typeof reminderRunSchema>

export const reminderCallSchema = z.object({
  phone: z.string(),
  /** Who was called on that phone ("משה כהן"). */
  names: z.array(z.string()),
  outcome: z.enum(reminderCallOutcomes),
  attempts: z.number().int(),
  /** Why a call finally failed (busy, no_answer, the provider's message). */
  reason: z.string().nullable(),
})
export type ReminderCall = z.infer<typeof reminderCallSchema>
export const reminderRunDetailSchema = reminderRunSchema.extend({ calls: z.array(reminderCallSchema) })
export type ReminderRunDetail = z.infer<typeof reminderRunDetailSchema>

/** POST /api/reminders/test-call -> one call to the warden's own phone. */
export const reminderTestCallSchema = z.object({ phone: z.string(), outcome: z.enum(reminderCallOutcomes) })
export type ReminderTestCall = z.infer<typeof reminderTestCallSchema>

/** The BullMQ queue services/workers runs; reporting keeps one job scheduler per account on it. */
export const REMINDERS_QUEUE = 'reminders'
export const REMINDER_RUN_JOB = 'run'
export const REMINDER_CALL_JOB = 'call'
export const reminderSchedulerId = (accountId: number): string => `reminder-run-${accountId}`
/** The one-shot run job of a week whose run starts before the setting's time (its latest safe start). */
export const reminderEarlyRunJobId = (accountId: number, shabbat: string): string =>
  `reminder-run-early-${accountId}-${shabbat}`
/**
 * One call job per (account, date, phone) of a run: a restarted run never rings a phone twice. The run is
 * one per account and week (each "run now" of development is a run of its own, hence the run id).
 */
export const reminderCallJobId = (accountId: number, date: string, phone: string, runId: number): string =>
  `reminder-call-${accountId}-${date}-${phone.replace(/\D/g, '')}-${runId}`
/** Job data carries ids only (no secrets, no names). */
export const reminderRunJobSchema = z.object({
  accountId: z.number().int(),
  /** Set by "run now": the run already exists. */
  runId: z.number().int().optional(),
  /** A late week's one-shot job: the start it was planned for (ISO), so a changed plan replaces it. */
  startsAt: z.string().optional(),
})
export type ReminderRunJob = z.infer<typeof reminderRunJobSchema>
export const reminderCallJobSchema = z.object({
  accountId: z.number().int(),
  runId: z.number().int(),
  phone: z.string(),
})
export type ReminderCallJob = z.infer<typeof reminderCallJobSchema>

/** POST /internal/reminders/accounts/:accountId/runs -> the run (null: nothing due) and its phones to call. */
export const reminderRunStartSchema = z.object({
  run: z.object({ id: z.number().int(), date: z.iso.date() }).nullable(),
  phones: z.array(z.string()),
})
export type ReminderRunStart = z.infer<typeof reminderRunStartSchema>
/**
 * POST /internal/reminders/runs/:runId/calls: one attempt of one phone's call. The worker says how many
 * attempts a callee gets (busy, no answer) and how many refusals of the provider are borne; reporting counts
 * both in the database, so a job delivered twice never adds an attempt of its own.
 */
export const reminderPlaceCallInputSchema = z.object({
  phone: z.string(),
  maxAttempts: z.number().int().min(1).max(10),
  maxProviderErrors: z.number().int().min(0).max(100),
})
/**
 * Why to try again later: the callee was busy or did not answer, the provider refused the call (nothing
 * rang), or another delivery's attempt is still with the provider. `count`: attempts or refusals so far.
 */
export const reminderRetrySchema = z.object({
  reason: z.enum(['busy', 'no_answer', 'provider_error', 'in_progress']),
  count: z.number().int(),
})
export type ReminderRetry = z.infer<typeof reminderRetrySchema>
export const reminderPlaceCallSchema = z.object({
  outcome: z.enum(reminderCallOutcomes),
  retry: reminderRetrySchema.nullable(),
  /** The call's attempts so far (the workers log it with the outcome). */
  attempts: z.number().int().optional(),
})
export type ReminderPlaceCall = z.infer<typeof reminderPlaceCallSchema>

/**
 * POST /api/ivr/reminder/json/:secret: the key the callee pressed in a reminder call (null: hung up), as a
 * provider reports it; the local provider drives its calls through it. A repeat of a taken turn does nothing.
 */
export const reminderCallTurnSchema = z.object({
  callId: z.string().min(1).max(100),
  digits: z
    .string()
    .regex(/^\d{0,4}$/, schemaText('value_invalid'))
    .nullable()
    .default(null),
})
export type ReminderCallTurn = z.infer<typeof reminderCallTurnSchema>
export const reminderCallReplySchema = z.object({
  say: z.array(z.string()),
  outcome: z.enum(['answered', 'reported']),
})
export type ReminderCallReply = z.infer<typeof reminderCallReplySchema>
