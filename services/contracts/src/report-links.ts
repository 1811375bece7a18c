import { z } from 'zod'

/**
 * A worshipper's personal report link: sent by SMS to one mobile phone of one synagogue, it shows the
 * persons of that synagogue on that phone (a family sharing a phone sees each of them), their seats and the
 * coming dates, where a tap reports absence or cancels it without calling. No sign-in: the link is the key.
 */

/** How long a sent link opens; the warden sends a fresh one after. */
export const REPORT_LINK_DAYS = 30

/** The path the SMS carries: short, as Hebrew SMS parts are 70 characters. */
export const reportLinkPath = (token: string): string => `/r/${token}`

/** Israeli mobiles (05X): the only numbers an SMS reaches. */
export const isMobilePhone = (digits: string): boolean => /^05\d{8}$/.test(digits)

/** The SMS text: the synagogue, what the link does, the link last (phones make it tappable). */
export const reportLinkSms = (synagogue: string, url: string): string =>
  `${synagogue ? `${synagogue}: ` : ''}לדיווח שלא תגיעו בשבת או בחג, בלי להתקשר, הקישו על הקישור: ${url}`

/** POST /api/report-links: to one worshipper's phone, or to every worshipper with a mobile phone. */
export const reportLinksSendSchema = z.union([
  z.object({ personId: z.number().int().positive() }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type ReportLinksSend = z.infer<typeof reportLinksSendSchema>

/** POST /api/report-links/revoke: the same choice. */
export const reportLinksRevokeSchema = reportLinksSendSchema

/** The answer to a send: how many phones got an SMS, and how many could not (no mobile, provider refused). */
export const reportLinksSentSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Worshippers left out: no phone, or not a mobile one. */
  noMobile: z.number().int(),
})
export type ReportLinksSent = z.infer<typeof reportLinksSentSchema>

/** GET /api/report-links: each phone's live link (the warden's list marks who has one). */
export const reportLinkStatusSchema = z.object({
  phone: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type ReportLinkStatus = z.infer<typeof reportLinkStatusSchema>

/** One date the link offers, named as the phone line and the date selector name it. */
export const reportLinkDateSchema = z.object({
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  name: z.string(),
  hebrewDate: z.string(),
  /** A reverse event: everyone is counted away, and a report says "I am coming". */
  arrival: z.boolean(),
})
export type ReportLinkDate = z.infer<typeof reportLinkDateSchema>

/** GET /api/report-link/:token: the page, nothing but this phone's own persons in this synagogue. */
export const reportLinkPageSchema = z.object({
  synagogue: z.string(),
  persons: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** 'שורה ב, מושב 4'; empty when not seated. */
      seats: z.array(z.string()),
    }),
  ),
  dates: z.array(reportLinkDateSchema),
  reported: z.array(
    z.object({ personId: z.number().int(), date: z.iso.date(), eventId: z.number().int().nullable() }),
  ),
  expiresAt: z.string(),
})
export type ReportLinkPage = z.infer<typeof reportLinkPageSchema>

/** POST /api/report-link/:token: one person, one date; `reported` true records, false cancels. */
export const reportLinkChangeSchema = z.object({
  personId: z.number().int().positive(),
  date: z.iso.date(),
  eventId: z.number().int().positive().nullable().default(null),
  reported: z.boolean(),
})
export type ReportLinkChange = z.input<typeof reportLinkChangeSchema>
