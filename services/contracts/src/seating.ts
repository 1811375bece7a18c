import { z } from 'zod'
import { phoneSchema } from './phone'

const name = (max: number) => z.string().trim().min(1, 'שדה חובה').max(max, `עד ${max} תווים`)
const id = z.number().int().positive()

export const MAX_MAP_ROWS = 200
export const MAX_MAP_COLS = 200

export const cellKinds = ['seat', 'aisle', 'blocked'] as const
export const seatHolderSchema = z.object({ id, phone: z.string() })
export const cellSchema = z.object({
  row: z.number().int().min(1),
  col: z.number().int().min(1),
  kind: z.enum(cellKinds).default('seat'),
  label: z.string().trim().max(20).optional(),
  people: z.array(seatHolderSchema).default([]),
})
export type Cell = z.infer<typeof cellSchema>

export const paperSizes = ['A4', 'A3'] as const
export const orientations = ['portrait', 'landscape'] as const
const rangeSchema = z.tuple([z.number().int().min(1), z.number().int().min(1)]).refine(([a, b]) => a <= b, 'טווח לא תקין')

export const displaySchema = z.object({
  id,
  mapId: id,
  name: name(100),
  size: z.enum(paperSizes),
  orientation: z.enum(orientations),
  colRange: rangeSchema.nullable().optional(),
  rowRange: rangeSchema.nullable().optional(),
  position: z.number().int().min(0),
})
export type Display = z.infer<typeof displaySchema>
export const displayInputSchema = displaySchema.omit({ id: true, position: true }).partial({ name: true })

export const elementSchema = z.object({
  id,
  mapId: id,
  name: name(60),
  kind: z.string().trim().max(30),
  row: z.number().int().min(1),
  col: z.number().int().min(1),
  rowSpan: z.number().int().min(1),
  colSpan: z.number().int().min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'צבע לא תקין'),
})
export type MapElement = z.infer<typeof elementSchema>
export const elementInputSchema = elementSchema.omit({ id: true })

export const mapSettingsSchema = z.object({
  hideReportedNames: z.boolean().default(false),
  il: z.boolean().default(true),
})

export const mapSchema = z.object({
  id,
  name: name(100),
  rows: z.number().int().min(1).max(MAX_MAP_ROWS),
  cols: z.number().int().min(1).max(MAX_MAP_COLS),
  cells: z.array(cellSchema),
  displays: z.array(displaySchema),
  settings: mapSettingsSchema,
  version: z.number().int(),
})
export type SeatMap = z.infer<typeof mapSchema>
export const mapInputSchema = mapSchema
  .pick({ name: true, rows: true, cols: true, cells: true, settings: true })
  .partial({ cells: true, settings: true })
  .extend({ version: z.number().int().optional() })

export const personSchema = z.object({ id, firstName: name(60), lastName: name(60), phone: z.string() })
export type Person = z.infer<typeof personSchema>
export const personInputSchema = z.object({ firstName: name(60), lastName: name(60), phone: phoneSchema })
export type PersonInput = z.infer<typeof personInputSchema>
export const personsBulkSchema = z.array(personInputSchema).min(1).max(10_000)
export const idsSchema = z.object({ ids: z.array(id).min(1).max(10_000) })

export const REVERSE_EVENT_TYPE = 'הפוך'
export const eventTypes = ['רגיל', REVERSE_EVENT_TYPE] as const
export const eventSchema = z.object({ id, name: name(100), date: z.iso.date('תאריך לא תקין'), type: z.enum(eventTypes) })
export type SeatEvent = z.infer<typeof eventSchema>
export const eventInputSchema = eventSchema.omit({ id: true })
