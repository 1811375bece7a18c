import { z } from 'zod'
import { changeActions } from './activity-words'

export const changeActionSchema = z.enum(changeActions)
export type ChangeAction = z.infer<typeof changeActionSchema>

/** The member who made a change, named as they were named then (a removed member stays named). */
export const changeAuthorSchema = z.object({
  memberId: z.number().int(),
  memberName: z.string().max(200),
})
export type ChangeAuthor = z.infer<typeof changeAuthorSchema>

/**
 * The words a change is told in, fixed when it was made: the worshipper's and the map's names then, and the
 * seat as the hall numbered it then. `personId` lets a deleted worshipper's name be erased from the list.
 */
export const changeDetailsSchema = z.object({
  personId: z.number().int().optional(),
  personName: z.string().max(200).optional(),
  seat: z.string().max(100).optional(),
  fromSeat: z.string().max(100).optional(),
  mapName: z.string().max(200).optional(),
  eventName: z.string().max(200).optional(),
  dateName: z.string().max(200).optional(),
  count: z.number().int().optional(),
  /** A guest lent a seat for a date (guests are not worshippers: their names stay). */
  guestName: z.string().max(200).optional(),
  /** A reverse event's report says the worshipper comes, not that he is away. */
  arrival: z.boolean().optional(),
  /** `householdId` lets a deleted household's name be erased from the list, as a worshipper's. */
  householdId: z.number().int().optional(),
  householdName: z.string().max(200).optional(),
  seasonName: z.string().max(200).optional(),
  /** A season renamed: its name before (`seasonName` is the new one). */
  previousSeasonName: z.string().max(200).optional(),
  /** A season's days changed. */
  datesChanged: z.boolean().optional(),
  /** A payment, in shekels. */
  amount: z.number().optional(),
  /** The households an automatic assignment seated (`count` is its seats). */
  households: z.number().int().optional(),
})
export type ChangeDetails = z.infer<typeof changeDetailsSchema>

export const changeSubjectSchema = z
  .string()
  .max(64)
  .regex(/^(seat:\d+:\d+:\d+|(person|map|event|report|guest|household|season):\d+|reminders)$/)

export const changeSchema = changeAuthorSchema.extend({
  action: changeActionSchema,
  /** A move's subject is the seat it moved to; an unassign's, the seat it emptied. */
  subject: changeSubjectSchema,
  details: changeDetailsSchema,
})
export type Change = z.infer<typeof changeSchema>

/** One line of a synagogue's activity list. */
export const activityEntrySchema = changeSchema.extend({
  id: z.number().int(),
  at: z.string(),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>
/** GET /api/activity's answer. */
export const activityEntriesSchema = z.array(activityEntrySchema)

export const ACTIVITY_PAGE_SIZE = 50

export const activityQuerySchema = z.object({
  subject: changeSubjectSchema.optional(),
  /** One member's changes only. */
  member: z.coerce.number().int().positive().optional(),
  /** Entries older than this id: the next page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
})
export type ActivityQuery = z.infer<typeof activityQuerySchema>
