import {
  displayInputSchema,
  rowLetterOrAisle,
  type Display,
  type DisplayInput,
  type DisplayUpdate,
  type SeatNumbering,
} from '@seats/contracts'
import { checkGridNumber, colsText, rowsText } from '../grid-number'
import type { FieldErrors } from '@seats/sdk'

export const sizeLabels = { A4: 'A4', A3: 'A3' } as const
export const orientationLabels = { portrait: 'לאורך', landscape: 'לרוחב' } as const

export interface DisplayValues {
  name: string
  size: Display['size']
  orientation: Display['orientation']
  allRows: boolean
  rowFrom: string
  rowTo: string
  allCols: boolean
  colFrom: string
  colTo: string
}
export type DisplayField = keyof DisplayValues
export type DisplayErrors = FieldErrors<DisplayField>

export function displayValuesOf(
  display: Display | undefined,
  map: { rows: number; cols: number },
): DisplayValues {
  return {
    name: display?.name ?? '',
    size: display?.size ?? 'A4',
    orientation: display?.orientation ?? 'landscape',
    allRows: !display?.rowRange,
    rowFrom: String(display?.rowRange?.[0] ?? 1),
    rowTo: String(display?.rowRange?.[1] ?? map.rows),
    allCols: !display?.colRange,
    colFrom: String(display?.colRange?.[0] ?? 1),
    colTo: String(display?.colRange?.[1] ?? map.cols),
  }
}

/** The form's fields of each range: a switch for the whole axis, and its first and last row or column. */
export const rangeFields = {
  rows: { all: 'allRows', from: 'rowFrom', to: 'rowTo' },
  cols: { all: 'allCols', from: 'colFrom', to: 'colTo' },
} as const

function checkRange(
  values: DisplayValues,
  axis: keyof typeof rangeFields,
  max: { value: number; text: string },
  errors: DisplayErrors,
): [number, number] | null {
  const names = rangeFields[axis]
  if (values[names.all]) return null
  const a = checkGridNumber(values[names.from], max)
  const b = checkGridNumber(values[names.to], max)
  if (!a.ok) errors[names.from] = a.message
  if (!b.ok) errors[names.to] = b.message
  if (a.ok && b.ok && a.value > b.value) errors[names.to] = 'הטווח מסתיים לפני שהוא מתחיל'
  return a.ok && b.ok ? [a.value, b.value] : null
}

/** The display as the form stands; ranges are inclusive and must lie inside the map. */
export function checkDisplay(
  values: DisplayValues,
  map: { id: number; rows: number; cols: number },
): { ok: true; input: DisplayInput } | { ok: false; errors: DisplayErrors } {
  const errors: DisplayErrors = {}
  const rowRange = checkRange(values, 'rows', { value: map.rows, text: rowsText(map.rows) }, errors)
  const colRange = checkRange(values, 'cols', { value: map.cols, text: colsText(map.cols) }, errors)
  const parsed = displayInputSchema.safeParse({
    mapId: map.id,
    name: values.name,
    size: values.size,
    orientation: values.orientation,
    rowRange,
    colRange,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) if (issue.path[0] === 'name') errors.name ??= issue.message
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, input: parsed.data }
}

/** The fields a PUT needs to keep a display as it is while moving it. */
export function updateOf(display: Display, position?: number): DisplayUpdate {
  const { name, size, orientation, colRange, rowRange } = display
  return {
    name,
    size,
    orientation,
    colRange: colRange ?? null,
    rowRange: rowRange ?? null,
    ...(position === undefined ? {} : { position }),
  }
}

function rangeText(
  range: [number, number] | null | undefined,
  all: string,
  one: (n: number) => string,
  many: (a: number, b: number) => string,
): string {
  if (!range) return all
  return range[0] === range[1] ? one(range[0]) : many(range[0], range[1])
}

/** 'A4 · לרוחב · שורות א–ו · כל העמודות' for the list and the preview's title. */
export function displayDetail(d: Display, numbering: SeatNumbering): string {
  const letter = (n: number) => rowLetterOrAisle(numbering, n)
  const rows = rangeText(
    d.rowRange,
    'כל השורות',
    (n) => `שורה ${letter(n)}`,
    (a, b) => `שורות ${letter(a)}–${letter(b)}`,
  )
  const cols = rangeText(
    d.colRange,
    'כל העמודות',
    (n) => `עמודה ${n}`,
    (a, b) => `עמודות ${a}–${b}`,
  )
  return `${d.size} · ${orientationLabels[d.orientation]} · ${rows} · ${cols}`
}
