import { z } from 'zod'
import { schemaText } from './schema-texts'
import { phoneSchema } from './phone'
import { requiredName } from './names'
import { personFields, type PersonFieldValues } from './person-fields'
import { personInputSchemaOf, personStoredShapeOf } from './person-schema'
import { importedHouseholdSchema, householdsImportedSchema } from './households'
import {
  MAX_BULK_PERSONS,
  MAX_MAP_COLS,
  MAX_MAP_ROWS,
  MAX_PEOPLE_PER_SEAT,
  MAX_SEAT_OPS,
  REGULAR_EVENT_TYPE,
  cellKinds,
  elementKinds,
  eventTypes,
  orientations,
  paperSizes,
  personGenders,
  seatNumberings,
} from './seating-vocabulary'

const name = requiredName
const id = z.number().int().positive()

const rowNo = z.number().int().min(1).max(MAX_MAP_ROWS)
/** How the map's seats are numbered (seat-numbering.ts); maps saved before there was a choice count per row. */
const seatNumbering = z.enum(seatNumberings, { message: schemaText('seat_numbering_invalid') })
const colNo = z.number().int().min(1).max(MAX_MAP_COLS)

/** A person on a seat, in the seed's shape; the phone is the person's current one (read-only). */
export const seatHolderSchema = z.object({ id, phone: z.string() })
export type SeatHolder = z.infer<typeof seatHolderSchema>

/**
 * A cell as the API answers it. A map lists only cells that differ from an empty plain seat
 * (another kind, a label, an accessible seat, or people); a cell that is not listed is an empty seat.
 */
export const cellSchema = z.object({
  row: rowNo,
  col: colNo,
  kind: z.enum(cellKinds).default('seat'),
  label: z.string().trim().max(20).optional(),
  /** 'מקום נגיש': a wheelchair place, no steps; only a seat is one. The season's assignment keeps it for who asks. */
  accessible: z.boolean().optional(),
  people: z.array(seatHolderSchema).default([]),
})
export type Cell = z.infer<typeof cellSchema>

/** A cell as a client sends it: people by id (a phone, if sent, is ignored). */
export const cellInputSchema = cellSchema.extend({
  people: z
    .array(z.object({ id, phone: z.string().optional() }))
    .max(MAX_PEOPLE_PER_SEAT)
    .default([]),
})
export type CellInput = z.infer<typeof cellInputSchema>

export const seatRefSchema = z.object({ row: rowNo, col: colNo })
export type SeatRef = z.infer<typeof seatRefSchema>

const rangeSchema = z
  .tuple([z.number().int().min(1), z.number().int().min(1)])
  .refine(([a, b]) => a <= b, schemaText('range_invalid'))

export const displaySchema = z.object({
  id,
  mapId: id,
  name: name(100),
  size: z.enum(paperSizes),
  orientation: z.enum(orientations),
  /** Inclusive [from, to]; null prints every column. */
  colRange: rangeSchema.nullable().optional(),
  rowRange: rangeSchema.nullable().optional(),
  /** 0-based order; position 0 is the map's default display. */
  position: z.number().int().min(0),
})
export type Display = z.infer<typeof displaySchema>
export const DEFAULT_DISPLAY_NAME = 'תצוגה ראשית'
/** POST /api/displays. Without a position the display goes last. */
export const displayInputSchema = z.object({
  mapId: id,
  name: name(100).default(DEFAULT_DISPLAY_NAME),
  size: z.enum(paperSizes).default('A4'),
  orientation: z.enum(orientations).default('landscape'),
  colRange: rangeSchema.nullable().default(null),
  rowRange: rangeSchema.nullable().default(null),
  position: z.number().int().min(0).optional(),
})
export type DisplayInput = z.infer<typeof displayInputSchema>
/** PUT /api/displays/:id: a display never moves to another map. */
export const displayUpdateSchema = displayInputSchema.omit({ mapId: true })
export type DisplayUpdate = z.infer<typeof displayUpdateSchema>
/** Display and element writes answer the item plus the map's new version (they change the map's document). */
export const displayWriteResultSchema = displaySchema.extend({ mapVersion: z.number().int() })
export type DisplayWriteResult = z.infer<typeof displayWriteResultSchema>

export const elementSchema = z.object({
  id,
  mapId: id,
  name: name(60),
  kind: z.enum(elementKinds),
  row: rowNo,
  col: colNo,
  rowSpan: z.number().int().min(1).max(MAX_MAP_ROWS),
  colSpan: z.number().int().min(1).max(MAX_MAP_COLS),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, schemaText('color_invalid')),
})
export type MapElement = z.infer<typeof elementSchema>
export const elementInputSchema = elementSchema.omit({ id: true }).extend({
  kind: z.enum(elementKinds).default('other'),
  rowSpan: elementSchema.shape.rowSpan.default(1),
  colSpan: elementSchema.shape.colSpan.default(1),
  color: elementSchema.shape.color.default('#a1a1aa'),
})
export type ElementInput = z.infer<typeof elementInputSchema>
export const elementUpdateSchema = elementInputSchema.omit({ mapId: true })
export type ElementUpdate = z.infer<typeof elementUpdateSchema>
export const elementWriteResultSchema = elementSchema.extend({ mapVersion: z.number().int() })
export type ElementWriteResult = z.infer<typeof elementWriteResultSchema>

/** An area's rows or columns, inclusive; an area always names both (a missing one is 'required'). */
const areaRangeSchema = z
  .tuple([z.number().int().min(1), z.number().int().min(1)], {
    error: (issue) => (issue.input === undefined ? schemaText('required') : undefined),
  })
  .refine(([a, b]) => a <= b, schemaText('range_invalid'))

/**
 * A part of the hall households ask for seats in ('עזרת גברים', 'עזרת נשים', 'יציע'): a rectangle of the
 * map's rows and columns. A map's areas have different names and never overlap (the service checks both).
 */
export const areaSchema = z.object({
  id,
  mapId: id,
  name: name(40),
  rowRange: areaRangeSchema,
  colRange: areaRangeSchema,
})
export type Area = z.infer<typeof areaSchema>
/** POST /api/areas. */
export const areaInputSchema = areaSchema.omit({ id: true })
export type AreaInput = z.infer<typeof areaInputSchema>
/** PUT /api/areas/:id: an area never moves to another map. */
export const areaUpdateSchema = areaInputSchema.omit({ mapId: true })
export type AreaUpdate = z.infer<typeof areaUpdateSchema>
export const areaWriteResultSchema = areaSchema.extend({ mapVersion: z.number().int() })
export type AreaWriteResult = z.infer<typeof areaWriteResultSchema>

export const mapSettingsSchema = z.object({
  /** The printed map names worshippers who are away: off, so a sheet on the door never says who travels. */
  printReportedNames: z.boolean().default(false),
  /** Israel Torah-reading schedule. */
  il: z.boolean().default(true),
})
export type MapSettings = z.infer<typeof mapSettingsSchema>

export const mapSchema = z.object({
  id,
  name: name(100),
  rows: rowNo,
  cols: colNo,
  cells: z.array(cellSchema),
  displays: z.array(displaySchema),
  elements: z.array(elementSchema),
  /** A document of a server that had no areas yet reads as a map without any. */
  areas: z.array(areaSchema).default([]),
  seatNumbering,
  settings: mapSettingsSchema,
  /** Bumped by every change to the map, its seats, displays, elements or areas; writes must send it back. */
  version: z.number().int(),
})
export type SeatMap = z.infer<typeof mapSchema>

/** GET /api/maps: one line per map, without cells. */
export const mapSummarySchema = mapSchema
  .pick({ id: true, name: true, rows: true, cols: true, seatNumbering: true, settings: true, version: true })
  .extend({
    assigned: z.number().int().min(0),
  })
export type MapSummary = z.infer<typeof mapSummarySchema>

const mapFieldsSchema = z.object({
  name: name(100),
  rows: rowNo,
  cols: colNo,
  cells: z
    .array(cellInputSchema)
    .max(MAX_MAP_ROWS * MAX_MAP_COLS)
    .optional(),
  /** Omitted: a new map counts per row, a saved one keeps its numbering. */
  seatNumbering: seatNumbering.optional(),
  settings: mapSettingsSchema.optional(),
})

/** Cells inside the grid, each at most once, people and the accessible mark only on seats. */
function checkCells(
  map: { rows: number; cols: number; cells?: CellInput[] | undefined },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<number>()
  map.cells?.forEach((cell, i) => {
    if (cell.row > map.rows)
      ctx.addIssue({ code: 'custom', path: ['cells', i, 'row'], message: schemaText('outside_map') })
    if (cell.col > map.cols)
      ctx.addIssue({ code: 'custom', path: ['cells', i, 'col'], message: schemaText('outside_map') })
    const key = cell.row * 1000 + cell.col
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cells', i], message: schemaText('cell_twice') })
    seen.add(key)
    if (cell.kind !== 'seat' && cell.people.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['cells', i, 'people'],
        message: schemaText('people_only_on_seat'),
      })
    if (cell.kind !== 'seat' && cell.accessible)
      ctx.addIssue({
        code: 'custom',
        path: ['cells', i, 'accessible'],
        message: schemaText('accessible_only_on_seat'),
      })
    if (new Set(cell.people.map((p) => p.id)).size !== cell.people.length)
      ctx.addIssue({
        code: 'custom',
        path: ['cells', i, 'people'],
        message: schemaText('person_twice_in_seat'),
      })
  })
}

/** POST /api/maps. Cells may carry people (ids of the account's persons). */
export const mapInputSchema = mapFieldsSchema.superRefine(checkCells)
export type MapInput = z.infer<typeof mapInputSchema>

/**
 * PUT /api/maps/:id: a full save. `version` must be the map's current one (else 409).
 * `cells`, when sent, replaces the layout and every seat assignment of the map; omit it to keep both.
 * Shrinking rows/cols drops the cells and assignments outside the new grid.
 */
export const mapUpdateSchema = mapFieldsSchema
  .extend({ version: z.number().int().min(1) })
  .superRefine(checkCells)
export type MapUpdate = z.infer<typeof mapUpdateSchema>

/**
 * POST /api/maps/:id/copy ('שכפול מפה'): a new map with the same grid, cells, elements, areas, seat
 * numbering, settings and printed pages; with `withSeating`, its worshippers in the same seats too. A copy's
 * changes never touch the map it came from.
 */
export const mapCopySchema = z.object({
  name: name(100),
  withSeating: z.boolean().default(false),
})
export type MapCopy = z.infer<typeof mapCopySchema>

/** One change to the seats of a map; `move` is unassign `from` + assign `to` for the same person. */
export const seatOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('assign'), personId: id, to: seatRefSchema }),
  z.object({ op: z.literal('unassign'), personId: id, from: seatRefSchema }),
  z.object({ op: z.literal('move'), personId: id, from: seatRefSchema, to: seatRefSchema }),
])
export type SeatOp = z.infer<typeof seatOpSchema>
/** POST /api/maps/:id/seats: applied in order, all or nothing. */
export const seatOpsSchema = z.object({
  version: z.number().int().min(1),
  ops: z.array(seatOpSchema).min(1).max(MAX_SEAT_OPS),
})
export type SeatOps = z.infer<typeof seatOpsSchema>

/** ?mapId= of GET /api/displays, GET /api/elements and GET /api/areas. */
export const mapIdQuerySchema = z.object({
  mapId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})

/** Answer of a map write: the version to send with the next one. */
export const mapVersionSchema = z.object({ mapId: id, version: z.number().int() })
export type MapVersion = z.infer<typeof mapVersionSchema>
/** PUT /api/maps/:id answers the saved map plus what the save dropped outside a shrunk grid. */
export const mapSaveResultSchema = mapSchema.extend({ droppedAssignments: z.number().int().min(0) })
export type MapSaveResult = z.infer<typeof mapSaveResultSchema>

export const personSeatSchema = z.object({ mapId: id, row: rowNo, col: colNo })
export type PersonSeat = z.infer<typeof personSeatSchema>

/** A worshipper as the service answers it: the declared fields (person-fields.ts), id and seats. */
export const personSchema = z.object({
  id,
  ...personStoredShapeOf(personFields),
  /** Every seat the person holds, on every map. */
  seats: z.array(personSeatSchema).default([]),
}) as unknown as z.ZodType<Person>
export type Person = PersonFieldValues & {
  id: number
  /** Every seat the person holds, on every map. */
  seats: PersonSeat[]
}
/** A worshipper as a client sends it; an optional field unsent is left as it is (a new worshipper has none). */
export const personInputSchema = personInputSchemaOf(personFields) as unknown as z.ZodType<PersonInput>
export type PersonInput = PersonFieldValues
/** A bulk row: a worshipper and, from the import's family column, the household they join ('' none). */
export const personsBulkSchema = z
  .array(personInputSchemaOf(personFields).extend({ household: importedHouseholdSchema }))
  .min(1)
  .max(MAX_BULK_PERSONS) as unknown as z.ZodType<PersonsBulkRow[], PersonsBulkRowInput[]>
export type PersonsBulkRow = PersonInput & { household: string }
export type PersonsBulkRowInput = PersonInput & { household?: string }
export const idsSchema = z.object({ ids: z.array(id).min(1).max(MAX_BULK_PERSONS) })

/** A bulk row that was not added because the same first name, last name and phone already exist. */
export const bulkDuplicateSchema = z.object({
  /** 0-based index in the request array, as in validation field paths ('3.phone'). */
  index: z.number().int().min(0),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  /** The existing person, or null when the duplicate is an earlier row of the same request. */
  existingId: id.nullable(),
})
export type BulkDuplicate = z.infer<typeof bulkDuplicateSchema>
export const personsBulkResultSchema = z.object({
  created: z.array(personSchema),
  duplicates: z.array(bulkDuplicateSchema),
  households: householdsImportedSchema,
})
export type PersonsBulkResult = z.infer<typeof personsBulkResultSchema>

export const eventSchema = z.object({
  id,
  name: name(100),
  date: z.iso.date(schemaText('date_invalid')),
  type: z.enum(eventTypes),
})
export type SeatEvent = z.infer<typeof eventSchema>
/** GET /api/events: an event as the list shows it, with its Hebrew date ("כ״ה כסלו תשפ״ז"). */
export const eventListItemSchema = eventSchema.extend({ hebrewDate: z.string() })
export type SeatEventListItem = z.infer<typeof eventListItemSchema>
export const eventInputSchema = eventSchema
  .omit({ id: true })
  .extend({ type: z.enum(eventTypes).default(REGULAR_EVENT_TYPE) })
export type SeatEventInput = z.infer<typeof eventInputSchema>

/** GET /api/events/suggestions: an upcoming holiday the warden can add with one click. */
export const eventSuggestionSchema = eventInputSchema.extend({
  type: z.enum(eventTypes),
  /** The Hebrew date in Hebrew letters, e.g. "י׳ תשרי תשפ״ז". */
  hebrewDate: z.string(),
})
export type EventSuggestion = z.infer<typeof eventSuggestionSchema>

/** GET /internal/persons/by-phone/:phone (service token): every account's persons on that phone (the phone system's caller lookup). */
export const internalPersonSchema = z.object({
  id,
  accountId: id,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  gender: z.enum(personGenders).nullable().optional(),
  /** The person's seats as the hall names them ("שורה ג, מושב 5"), under each map's numbering. */
  seatNames: z.array(z.string()).default([]),
})
export type InternalPerson = z.infer<typeof internalPersonSchema>

/**
 * POST /internal/accounts/:accountId/demo-synagogue (service token): a demo guest's believable synagogue.
 * With `guest`, the visitor is one of the worshippers, on a good seat, so they can report it free by phone.
 */
export const demoSynagogueInputSchema = z.object({
  guest: z.object({ name: name(100), phone: phoneSchema }).optional(),
})
export type DemoSynagogueInput = z.infer<typeof demoSynagogueInputSchema>
export const demoSynagogueSchema = z.object({
  mapId: id,
  /** Every person seated on the map (the guest included), in ascending order. */
  personIds: z.array(id),
  guestPersonId: id.optional(),
})
export type DemoSynagogue = z.infer<typeof demoSynagogueSchema>

/**
 * POST /internal/accounts/:accountId/demo-season (service token): a full-size synagogue ready to run the High
 * Holiday season. The same answer on every call; the counts are what the account has now.
 */
export const demoSeasonSchema = z.object({
  /** The weekly map of the hall. */
  mapId: id,
  /** Last year's season, then this year's. */
  seasonIds: z.array(id),
  households: z.number().int(),
  persons: z.number().int(),
  /** Seats of the hall. */
  seats: z.number().int(),
  /** Households that answered this year's requests. */
  requests: z.number().int(),
})
export type DemoSeason = z.infer<typeof demoSeasonSchema>
