import { z } from 'zod'
import { optionalName, requiredName } from './names'
import { phoneSchema } from './phone'
import { schemaText } from './schema-texts'

/** A guest's name, and whose guest he is ('משפחת כהן'), as short as a seat's label allows. */
export const GUEST_NAME_MAX = 60
export const GUEST_NOTE_MAX = 200

/** Where a guest sits: one seat of one map. */
export const guestSeatSchema = z.object({
  mapId: z.number().int().positive(),
  row: z.number().int().positive(),
  col: z.number().int().positive(),
})
export type GuestSeat = z.infer<typeof guestSeatSchema>

/**
 * A guest lent a seat for one date (a Shabbat, a festival, or an event on its date): the seat's own people
 * sit there again on the next date. POST /api/guests; PUT /api/guests/:id with the same fields.
 */
export const guestInputSchema = guestSeatSchema.extend({
  date: z.iso.date(schemaText('date_invalid')),
  eventId: z.number().int().positive().nullable().default(null),
  name: requiredName(GUEST_NAME_MAX),
  /** Never called by reminders and never known to the phone line: only for the warden to reach him. */
  phone: z
    .union([z.literal('').transform(() => null), phoneSchema])
    .nullable()
    .default(null),
  /** Whose guest: 'משפחת כהן' is shown as 'אורח של משפחת כהן'. */
  hostName: optionalName(GUEST_NAME_MAX),
  note: optionalName(GUEST_NOTE_MAX),
})
export type GuestInput = z.input<typeof guestInputSchema>
export type GuestFields = z.infer<typeof guestInputSchema>

export const guestSchema = z.object({
  id: z.number().int(),
  mapId: z.number().int(),
  row: z.number().int(),
  col: z.number().int(),
  date: z.iso.date(),
  eventId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  hostName: z.string(),
  note: z.string(),
  /** The seat as the hall numbers it ('שורה ב, מושב 2'), when the guest was seated. */
  seatName: z.string(),
  createdAt: z.string(),
})
export type Guest = z.infer<typeof guestSchema>
export const guestsSchema = z.array(guestSchema)

/** GET /api/guests?date=…&eventId=…: the guests of one date (of one event on it, or of the plain date). */
export const guestsQuerySchema = z.object({
  date: z.iso.date(schemaText('date_invalid')),
  eventId: z.coerce.number().int().positive().optional(),
})
export type GuestsQuery = z.infer<typeof guestsQuerySchema>

/** 'אורח של משפחת כהן', or just 'אורח'. */
export const guestLabel = (guest: Pick<Guest, 'hostName'>): string =>
  guest.hostName.trim() ? `אורח של ${guest.hostName.trim()}` : 'אורח'
