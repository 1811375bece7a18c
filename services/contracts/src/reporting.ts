import { z } from 'zod'

export const reportSources = ['phone', 'web', 'warden'] as const
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
  date: z.iso.date('תאריך לא תקין'),
  eventId: z.number().int().positive().nullable().default(null),
  source: z.enum(reportSources).default('web'),
})

/** One entry of the map screen's date selector. */
export const dateOptionSchema = z.object({
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  name: z.string(),
  hebrewDate: z.string(),
  kind: z.enum(['shabbat', 'event', 'past']),
  reverse: z.boolean(),
})
export type DateOption = z.infer<typeof dateOptionSchema>
