import {
  areaInputSchema,
  fieldErrorText,
  rowLetterOrAisle,
  type Area,
  type AreaInput,
  type SeatNumbering,
} from '@seats/contracts'
import type { FieldErrors } from '@seats/sdk'
import { checkGridNumber, colsText, rowsText } from '../grid-number'

export interface AreaValues {
  name: string
  rowFrom: string
  rowTo: string
  colFrom: string
  colTo: string
}
export type AreaField = keyof AreaValues
export type AreaErrors = FieldErrors<AreaField>

type MapOfAreas = { id: number; rows: number; cols: number; areas: readonly Area[] }

/** Colours told apart in light and dark, one per area in the map's order. */
export const areaColors = ['#2563eb', '#db2777', '#d97706', '#059669', '#7c3aed', '#0891b2'] as const

export const areaColorOf = (area: Pick<Area, 'id'>, map: { areas: readonly Area[] }): string => {
  const index = map.areas.findIndex((a) => a.id === area.id)
  return areaColors[(index < 0 ? map.areas.length : index) % areaColors.length] as string
}

/**
 * An area's fields as the form starts them: the area's own, or for a new one the rows behind every area the
 * map already has (all rows when none are left), across the whole width.
 */
export function areaValuesOf(area: Area | undefined, map: MapOfAreas): AreaValues {
  if (area)
    return {
      name: area.name,
      rowFrom: String(area.rowRange[0]),
      rowTo: String(area.rowRange[1]),
      colFrom: String(area.colRange[0]),
      colTo: String(area.colRange[1]),
    }
  const after = Math.max(0, ...map.areas.map((a) => a.rowRange[1])) + 1
  return {
    name: '',
    rowFrom: String(after <= map.rows ? after : 1),
    rowTo: String(map.rows),
    colFrom: '1',
    colTo: String(map.cols),
  }
}

function checkRange(
  values: AreaValues,
  names: { from: 'rowFrom' | 'colFrom'; to: 'rowTo' | 'colTo' },
  max: { value: number; text: string },
  errors: AreaErrors,
): [number, number] | null {
  const a = checkGridNumber(values[names.from], max)
  const b = checkGridNumber(values[names.to], max)
  if (!a.ok) errors[names.from] = a.message
  if (!b.ok) errors[names.to] = b.message
  if (a.ok && b.ok && a.value > b.value) errors[names.to] = 'הטווח מסתיים לפני שהוא מתחיל'
  return a.ok && b.ok && a.value <= b.value ? [a.value, b.value] : null
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] <= b[1] && b[0] <= a[1]

/** The rows and columns the form names, while both are whole numbers in order inside the map; else null. */
export function draftRanges(
  values: AreaValues,
  map: { rows: number; cols: number },
): { rowRange: [number, number]; colRange: [number, number] } | null {
  const errors: AreaErrors = {}
  const rowRange = checkRange(values, { from: 'rowFrom', to: 'rowTo' }, { value: map.rows, text: '' }, errors)
  const colRange = checkRange(values, { from: 'colFrom', to: 'colTo' }, { value: map.cols, text: '' }, errors)
  return rowRange && colRange ? { rowRange, colRange } : null
}

/**
 * The area as the form stands, in Hebrew where it is wrong: a name no other area of the map has, rows and
 * columns inside the map, and no seat of another area (the service refuses the same, in the same words).
 */
export function checkArea(
  values: AreaValues,
  map: MapOfAreas,
  area?: Pick<Area, 'id'>,
): { ok: true; input: AreaInput } | { ok: false; errors: AreaErrors } {
  const errors: AreaErrors = {}
  const rowRange = checkRange(
    values,
    { from: 'rowFrom', to: 'rowTo' },
    { value: map.rows, text: rowsText(map.rows) },
    errors,
  )
  const colRange = checkRange(
    values,
    { from: 'colFrom', to: 'colTo' },
    { value: map.cols, text: colsText(map.cols) },
    errors,
  )
  const others = map.areas.filter((a) => a.id !== area?.id)
  const parsed = areaInputSchema.safeParse({
    mapId: map.id,
    name: values.name,
    rowRange: rowRange ?? [1, 1],
    colRange: colRange ?? [1, 1],
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (issue.path[0] === 'name') errors.name ??= issue.message
  } else if (others.some((a) => a.name === parsed.data.name)) {
    errors.name = fieldErrorText({ field: 'name', code: 'area_name_taken' })
  }
  const over =
    rowRange && colRange
      ? others.find((a) => overlaps(a.rowRange, rowRange) && overlaps(a.colRange, colRange))
      : undefined
  if (over) {
    const text = fieldErrorText({ field: 'rowRange', code: 'area_overlap', params: { name: over.name } })
    errors.rowTo ??= text
    errors.colTo ??= text
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, input: parsed.data }
}

/** 'שורות א–יא · עמודות 1–17' for the list and the drawing's title. */
export function areaDetail(area: Pick<Area, 'rowRange' | 'colRange'>, numbering: SeatNumbering): string {
  const letter = (n: number) => rowLetterOrAisle(numbering, n)
  const [r1, r2] = area.rowRange
  const [c1, c2] = area.colRange
  const rows = r1 === r2 ? `שורה ${letter(r1)}` : `שורות ${letter(r1)}–${letter(r2)}`
  const cols = c1 === c2 ? `עמודה ${c1}` : `עמודות ${c1}–${c2}`
  return `${rows} · ${cols}`
}
