import { z } from 'zod'
import { schemaText } from './schema-texts'

/** Addresses a warden may add beside the account's own email. */
export const MAX_GUEST_MAP_RECIPIENTS = 5
/** The send time is this many minutes before candle-lighting: from half an hour to twelve hours. */
export const GUEST_MAP_MINUTES_MIN = 30
export const GUEST_MAP_MINUTES_MAX = 720
/** 'Send now' per account and Israel day: enough to try it, not enough to mail anyone all day. */
export const GUEST_MAP_SENDS_PER_DAY = 3
/** 'Updated map' mails per date at most, however many reports arrive. */
export const GUEST_MAP_UPDATES_MAX = 6

/**
 * PUT /api/guest-map-mail: the guest map mailed as a PDF before candle-lighting on Friday and festival eves.
 * `displayIds` empty: every display of the map. `recipients` come beside the account's own email.
 */
export const guestMapMailInputSchema = z
  .object({
    enabled: z.boolean(schemaText('value_invalid')),
    mapId: z.number(schemaText('map_missing')).int().positive().nullable(),
    displayIds: z
      .array(z.number().int().min(0), schemaText('value_invalid'))
      .max(50, schemaText('value_invalid'))
      .default([]),
    /** A city of GET /api/reminders `cities` (candle-lighting). */
    city: z.string(schemaText('city_missing')).min(1, schemaText('city_missing')),
    minutesBefore: z
      .number(schemaText('minutes_before_range'))
      .int(schemaText('minutes_before_range'))
      .min(GUEST_MAP_MINUTES_MIN, schemaText('minutes_before_range'))
      .max(GUEST_MAP_MINUTES_MAX, schemaText('minutes_before_range')),
    /** A report after the map was sent sends the map again, until candle-lighting. */
    updates: z.boolean(schemaText('value_invalid')),
    recipients: z
      .array(z.string().trim().toLowerCase().max(254).email(schemaText('email_invalid')))
      .max(MAX_GUEST_MAP_RECIPIENTS, schemaText('recipients_max', { max: MAX_GUEST_MAP_RECIPIENTS }))
      .default([]),
  })
  .refine((v) => !v.enabled || v.mapId !== null, { message: schemaText('map_missing'), path: ['mapId'] })
export type GuestMapMailInput = z.infer<typeof guestMapMailInputSchema>

export const guestMapMailSettingSchema = z.object({
  enabled: z.boolean(),
  mapId: z.number().int().nullable(),
  displayIds: z.array(z.number().int()),
  city: z.string(),
  minutesBefore: z.number().int(),
  updates: z.boolean(),
  recipients: z.array(z.string()),
})
export type GuestMapMailSetting = z.infer<typeof guestMapMailSettingSchema>

export const guestMapSendKinds = ['scheduled', 'update', 'manual'] as const
export type GuestMapSendKind = (typeof guestMapSendKinds)[number]
export const guestMapSendStatuses = ['queued', 'sent', 'failed', 'expired'] as const
export type GuestMapSendStatus = (typeof guestMapSendStatuses)[number]

/** One mailing of the guest map, as the warden's screen lists it. */
export const guestMapSendSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  dateName: z.string(),
  kind: z.enum(guestMapSendKinds),
  status: z.enum(guestMapSendStatuses),
  freeCount: z.number().int(),
  recipients: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type GuestMapSend = z.infer<typeof guestMapSendSchema>

/** GET /api/guest-map-mail: the setting, when it next sends, and the last mailings. */
export const guestMapMailViewSchema = z.object({
  setting: guestMapMailSettingSchema,
  /** The account's own address, which always gets the map; null for an account without one. */
  accountEmail: z.string().nullable(),
  /** The next eve it sends on (null while off): the date the map is for, when it goes, and candle-lighting. */
  next: z
    .object({
      date: z.string(),
      dateName: z.string(),
      sendsAt: z.string(),
      candleLighting: z.string(),
    })
    .nullable(),
  sends: z.array(guestMapSendSchema),
  /** 'Send now' left today. */
  sendsLeftToday: z.number().int(),
})
export type GuestMapMailView = z.infer<typeof guestMapMailViewSchema>

/** The BullMQ queue reporting fills (one job per mailing) and the workers empty; data is the send's id. */
export const GUEST_MAP_QUEUE = 'guest-maps'
export const GUEST_MAP_SEND_JOB = 'send'
/** The workers' scheduler asks reporting what is due, every few minutes. */
export const GUEST_MAP_TICK_JOB = 'tick'
export const guestMapJobSchema = z.object({ sendId: z.number().int().positive() })
export type GuestMapJob = z.infer<typeof guestMapJobSchema>
export const guestMapJobId = (sendId: number): string => `guest-map-${sendId}`

/**
 * GET /internal/guest-map-mails/sends/:id (reporting): what the worker renders and mails. `expired`: the
 * cut-off passed (candle-lighting) and nothing may be sent any more.
 */
export const guestMapDeliverySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  status: z.enum(guestMapSendStatuses),
  expired: z.boolean(),
  /** App paths of the print view, one PDF each, with the attachment's file name. */
  prints: z.array(z.object({ path: z.string(), filename: z.string() })),
  /** null: the account's own email; otherwise an address the warden added. */
  recipients: z.array(z.string().nullable()),
  subject: z.string(),
  body: z.string(),
})
export type GuestMapDelivery = z.infer<typeof guestMapDeliverySchema>

/** POST /internal/guest-map-mails/sends/:id (reporting): the worker's outcome. */
export const guestMapOutcomeSchema = z.object({
  status: z.enum(['sent', 'failed', 'expired']),
  error: z.string().max(500).nullable().default(null),
})
export type GuestMapOutcome = z.infer<typeof guestMapOutcomeSchema>

/** POST /internal/guest-map-mails/tick: the mailings queued now. */
export const guestMapTickSchema = z.object({ queued: z.number().int() })
