import {
  elementInputSchema,
  elementKindLabels,
  type ElementInput,
  type ElementKind,
  type MapElement,
} from '@seats/contracts'
import { checkGridNumber, colsText, rowsText } from '../grid-number'
import type { FieldErrors } from '@seats/sdk'

export interface ElementValues {
  name: string
  kind: ElementKind
  row: string
  col: string
  rowSpan: string
  colSpan: string
  color: string
}
export type ElementField = keyof ElementValues
export type ElementErrors = FieldErrors<ElementField>

/** A colour per kind, so a new element is recognisable before the warden picks one. */
export const kindColors: Record<ElementKind, string> = {
  ark: '#b45309',
  bimah: '#7c3aed',
  amud: '#0f766e',
  entrance: '#15803d',
  window: '#0284c7',
  womenSection: '#be185d',
  other: '#71717a',
}

export function valuesOf(element?: MapElement): ElementValues {
  if (!element)
    return { name: '', kind: 'ark', row: '1', col: '1', rowSpan: '1', colSpan: '1', color: kindColors.ark }
  const { name, kind, row, col, rowSpan, colSpan, color } = element
  return {
    name,
    kind,
    row: String(row),
    col: String(col),
    rowSpan: String(rowSpan),
    colSpan: String(colSpan),
    color,
  }
}

/** The element as the form stands, with its problems in Hebrew; the rectangle must fit in the map. */
export function checkElement(
  values: ElementValues,
  map: { id: number; rows: number; cols: number },
): { ok: true; input: ElementInput } | { ok: false; errors: ElementErrors } {
  const errors: ElementErrors = {}
  const row = checkGridNumber(values.row, { value: map.rows, text: rowsText(map.rows) })
  const col = checkGridNumber(values.col, { value: map.cols, text: colsText(map.cols) })
  const rowSpan = checkGridNumber(values.rowSpan, { value: map.rows, text: rowsText(map.rows) })
  const colSpan = checkGridNumber(values.colSpan, { value: map.cols, text: colsText(map.cols) })
  if (!row.ok) errors.row = row.message
  if (!col.ok) errors.col = col.message
  if (!rowSpan.ok) errors.rowSpan = rowSpan.message
  if (!colSpan.ok) errors.colSpan = colSpan.message
  if (row.ok && rowSpan.ok && row.value + rowSpan.value - 1 > map.rows)
    errors.rowSpan = `האלמנט יוצא מהמפה: ${rowsText(map.rows)}`
  if (col.ok && colSpan.ok && col.value + colSpan.value - 1 > map.cols)
    errors.colSpan = `האלמנט יוצא מהמפה: ${colsText(map.cols)}`

  const parsed = elementInputSchema.safeParse({
    mapId: map.id,
    name: values.name,
    kind: values.kind,
    row: row.ok ? row.value : 1,
    col: col.ok ? col.value : 1,
    rowSpan: rowSpan.ok ? rowSpan.value : 1,
    colSpan: colSpan.ok ? colSpan.value : 1,
    color: values.color,
  })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ElementField
      if (field === 'name' || field === 'color' || field === 'kind') errors[field] ??= issue.message
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, input: parsed.data }
}

/** 'שורות ב–ג, עמודה 4' for the list. */
export function placeText(
  e: Pick<MapElement, 'row' | 'col' | 'rowSpan' | 'colSpan'>,
  rowLabel: (row: number) => string,
): string {
  const rows =
    e.rowSpan === 1
      ? `שורה ${rowLabel(e.row)}`
      : `שורות ${rowLabel(e.row)}–${rowLabel(e.row + e.rowSpan - 1)}`
  const cols = e.colSpan === 1 ? `עמודה ${e.col}` : `עמודות ${e.col}–${e.col + e.colSpan - 1}`
  return `${rows}, ${cols}`
}

export const kindOptions = (Object.entries(elementKindLabels) as [ElementKind, string][]).map(
  ([value, label]) => ({ value, label }),
)
