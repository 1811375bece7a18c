import { z } from 'zod'
import { schemaText } from './schema-texts'

/**
 * Seat requests for a season: each household gets a signed link (SMS or email) where it says who of it comes
 * and to which area, whether it wants last season's seats, its preferences and a note; it may change its
 * answer until the warden closes the requests.
 */
const id = z.number().int().positive()

/** draft: links not sent yet; open: households answer; closed: answers are kept, no longer changed. */
export const seasonRequestStates = ['draft', 'open', 'closed'] as const
export type SeasonRequestState = (typeof seasonRequestStates)[number]

/** A note to the warden, shown as text. */
export const SEASON_REQUEST_NOTE_MAX = 500

export const seasonRequestInputSchema = z.object({
  /** Who of the household comes, each to an area of the map (null: anywhere). Empty: no seats this time. */
  attending: z
    .array(z.object({ personId: id, areaId: id.nullable() }))
    .max(30)
    .refine((a) => new Set(a.map((p) => p.personId)).size === a.length, schemaText('person_twice')),
  /** 'The same seats as last season', where they are still free. */
  sameAsLast: z.boolean().default(false),
  /** Side by side in one row (a family); off, anywhere in the area is fine. */
  together: z.boolean().default(true),
  nearArk: z.boolean().default(false),
  notFrontRow: z.boolean().default(false),
  accessible: z.boolean().default(false),
  note: z
    .string()
    .trim()
    .max(SEASON_REQUEST_NOTE_MAX, schemaText('too_long', { max: SEASON_REQUEST_NOTE_MAX }))
    .default(''),
})
export type SeasonRequestInput = z.input<typeof seasonRequestInputSchema>
export type SeasonRequest = z.output<typeof seasonRequestInputSchema> & { submittedAt: string }

/** GET /api/season-requests/:token: what the household's page shows, and no more. */
export const seasonRequestPageSchema = z.object({
  synagogueName: z.string(),
  seasonName: z.string(),
  dates: z.array(z.object({ date: z.string(), name: z.string(), hebrewDate: z.string() })),
  state: z.enum(seasonRequestStates),
  householdName: z.string(),
  /** First names only, and whether a woman (the women's section): the page is the household's own. */
  members: z.array(z.object({ personId: id, firstName: z.string(), female: z.boolean() })),
  areas: z.array(z.object({ id, name: z.string() })),
  /** The household sat on the last season's map: 'the same seats' can be asked. */
  hadSeatsLastSeason: z.boolean(),
  request: z
    .object({
      attending: z.array(z.object({ personId: id, areaId: id.nullable() })),
      sameAsLast: z.boolean(),
      together: z.boolean(),
      nearArk: z.boolean(),
      notFrontRow: z.boolean(),
      accessible: z.boolean(),
      note: z.string(),
      submittedAt: z.string(),
    })
    .nullable(),
})
export type SeasonRequestPage = z.infer<typeof seasonRequestPageSchema>

/**
 * POST /api/seasons/:id/links: to one household, to every household that has not got one yet, or again to
 * every household that got one and has not answered (a reminder; its earlier link stops opening).
 */
export const seasonLinksSendSchema = z.union([
  z.object({ householdId: id }).strict(),
  z.object({ all: z.literal(true) }).strict(),
  z.object({ unanswered: z.literal(true) }).strict(),
])
export type SeasonLinksSend = z.infer<typeof seasonLinksSendSchema>

export const seasonLinksSentSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Households with neither a mobile phone nor an email. */
  noContact: z.number().int(),
})
export type SeasonLinksSent = z.infer<typeof seasonLinksSentSchema>

/** PUT /api/seasons/:id/requests-state: opening sends nothing by itself; closing keeps every answer. */
export const seasonRequestsStateSchema = z.object({ state: z.enum(['open', 'closed']) })

/** GET /api/seasons/:id/requests: every household with its link and answer, and the totals per area. */
export const seasonRequestsOverviewSchema = z.object({
  state: z.enum(seasonRequestStates),
  households: z.array(
    z.object({
      householdId: id,
      name: z.string(),
      members: z.number().int(),
      linkSentAt: z.string().nullable(),
      request: seasonRequestPageSchema.shape.request,
    }),
  ),
  /** Seats asked for 'anywhere': any area's free seats may hold them. */
  anywhere: z.number().int(),
  /** Per area of the season's map (null, named '': seats in no area): its seats and the seats asked for it. */
  areas: z.array(
    z.object({
      areaId: id.nullable(),
      name: z.string(),
      seats: z.number().int(),
      requested: z.number().int(),
    }),
  ),
})
export type SeasonRequestsOverview = z.infer<typeof seasonRequestsOverviewSchema>

/** POST /api/seasons/:id/proposal: what the automatic assignment seated, and where it fell short. */
export const seasonProposalResultSchema = z.object({
  /** Households given seats by this run, and the seats. */
  households: z.number().int(),
  seats: z.number().int(),
  /** Households skipped: some of them already sit on the season's map (a run never moves anyone). */
  alreadySeated: z.number().int(),
  notes: z.array(
    z.object({
      householdId: id,
      householdName: z.string(),
      kind: z.enum(['split', 'last_seats_taken', 'short']),
      /** The area's name, or null for 'anywhere'. */
      areaName: z.string().nullable(),
      /** Blocks of a split; seats missing otherwise. */
      count: z.number().int(),
    }),
  ),
  /** The map's version after the run (the editor reloads from it). */
  mapVersion: z.number().int(),
})
export type SeasonProposalResult = z.infer<typeof seasonProposalResultSchema>

/** POST /api/seasons/:id/confirm: each seated household told its seats once (again only when they changed). */
export const seasonConfirmResultSchema = z.object({
  sent: z.number().int(),
  /** Told before, with the same seats. */
  unchanged: z.number().int(),
  failed: z.number().int(),
  noContact: z.number().int(),
})
export type SeasonConfirmResult = z.infer<typeof seasonConfirmResultSchema>
