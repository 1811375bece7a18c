import { z } from 'zod'
import { requiredName } from './names'
import { schemaText } from './schema-texts'

/**
 * A season ('ימים נוראים תשפ"ח'): chosen dates from the calendar with a seating of their own. Its map is a copy
 * of one of the account's maps (the layout, and when asked the seating too), so nothing done for the season
 * touches the weekly map.
 */
const id = z.number().int().positive()

/** Days one season may cover: the High Holidays are four, with room for Sukkot and Simchat Torah. */
export const MAX_SEASON_DATES = 12

export const seasonDateSchema = z.object({
  date: z.iso.date(schemaText('date_invalid')),
  /** What the day is, as the calendar names it ('ראש השנה א׳', 'כל נדרי'). */
  name: requiredName(60),
})
export type SeasonDate = z.infer<typeof seasonDateSchema>

const seasonDates = z
  .array(seasonDateSchema)
  .min(1, schemaText('season_dates_required'))
  .max(MAX_SEASON_DATES, schemaText('season_dates_max', { max: MAX_SEASON_DATES }))
  .refine((dates) => new Set(dates.map((d) => d.date)).size === dates.length, schemaText('date_twice'))
  // Kept in calendar order whatever order they were picked in.
  .transform((dates) => [...dates].sort((a, b) => a.date.localeCompare(b.date)))

export const seasonSchema = z.object({
  id,
  name: requiredName(100),
  /** The season's own map. */
  mapId: id,
  /** The map it was copied from, while that map exists. */
  sourceMapId: id.nullable(),
  dates: z.array(seasonDateSchema),
  createdAt: z.string(),
})
export type Season = z.infer<typeof seasonSchema>

/** GET /api/seasons: each season with its map's name and how many are seated on it. */
export const seasonListItemSchema = seasonSchema.extend({ mapName: z.string(), seated: z.number().int() })
export type SeasonListItem = z.infer<typeof seasonListItemSchema>

/** POST /api/seasons: a new season on a copy of `sourceMapId`, with its seating when `withSeating`. */
export const seasonInputSchema = z.object({
  name: requiredName(100),
  sourceMapId: id,
  withSeating: z.boolean().default(false),
  dates: seasonDates,
})
export type SeasonInput = z.infer<typeof seasonInputSchema>

/** PUT /api/seasons/:id: its name and dates; the map stays the season's own. */
export const seasonUpdateSchema = z.object({ name: requiredName(100), dates: seasonDates })
export type SeasonUpdate = z.infer<typeof seasonUpdateSchema>

/** GET /api/seasons/suggestion: the coming High Holidays as a new season would cover them. */
export const seasonSuggestionSchema = z.object({
  name: z.string(),
  dates: z.array(seasonDateSchema.extend({ hebrewDate: z.string() })),
})
export type SeasonSuggestion = z.infer<typeof seasonSuggestionSchema>
