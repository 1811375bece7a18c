import { householdImportColumn, isRequiredField, personFields, type PersonFields } from '@seats/contracts'

/**
 * A declared person field's key, 'fullName': one column holding both names, split on reading, or
 * 'household': the family whose household the row joins.
 */
export type ImportField = string

/**
 * Where each field sits in the sheet (0-based column indexes, by field key: firstName, lastName, fullName,
 * gender, ...); several phone columns are tried in order.
 */
export interface ColumnMap {
  phones: number[]
  [field: string]: number | number[] | undefined
}

/** A field's column in the map, when the sheet has one. */
export const columnAt = (columns: ColumnMap, field: string): number | undefined => {
  const index = columns[field]
  return typeof index === 'number' ? index : undefined
}

export interface DetectedHeader {
  /** 0-based index of the header row among the sheet's rows. */
  headerRow: number
  columns: ColumnMap
}

export type HeaderDetection = { ok: true; header: DetectedHeader } | { ok: false; message: string }

/** Lower case, no BOM, no spaces, punctuation or Hebrew points: 'First_Name ' and 'firstname' are one header. */
export function normalizeHeader(raw: unknown): string {
  return String(raw ?? '')
    .normalize('NFC')
    .replace(/[\u0591-\u05C7]/g, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** The headers of a single full-name column (the declared fields bring their own). */
const FULL_NAME_HEADERS = ['שם מלא', 'שם', 'שם המתפלל', 'מתפלל', 'שם ומשפחה', 'full name', 'fullname', 'name']

const headerIndexes = new WeakMap<PersonFields, Map<string, ImportField>>()

/** Every header a column may carry, to its field: the declaration's aliases and the full name's. */
function headerIndexOf(fields: PersonFields): Map<string, ImportField> {
  let index = headerIndexes.get(fields)
  if (!index) {
    const entries: [string, ImportField][] = [
      ...fields.flatMap((f) =>
        f.importHeaders.map((h): [string, ImportField] => [normalizeHeader(h), f.key]),
      ),
      ...FULL_NAME_HEADERS.map((h): [string, ImportField] => [normalizeHeader(h), 'fullName']),
      ...householdImportColumn.importHeaders.map((h): [string, ImportField] => [
        normalizeHeader(h),
        householdImportColumn.key,
      ]),
    ]
    index = new Map(entries)
    headerIndexes.set(fields, index)
  }
  return index
}

export function fieldOfHeader(raw: unknown, fields: PersonFields = personFields): ImportField | undefined {
  return headerIndexOf(fields).get(normalizeHeader(raw))
}

/** How many rows from the top may hold titles before the header row. */
const HEADER_SEARCH_ROWS = 10

function columnsOf(row: readonly unknown[], fields: PersonFields): ColumnMap {
  const phoneKeys = new Set(fields.filter((f) => f.rule.kind === 'phone').map((f) => f.key))
  const columns: ColumnMap = { phones: [] }
  row.forEach((cell, index) => {
    const field = fieldOfHeader(cell, fields)
    if (field && phoneKeys.has(field)) columns.phones.push(index)
    else if (field && columns[field] === undefined) columns[field] = index
  })
  return columns
}

/** The required name fields (a full-name column stands for all of them); a last name may be absent. */
const nameKeys = (fields: PersonFields) =>
  fields.filter((f) => f.rule.kind === 'name' && isRequiredField(f)).map((f) => f.key)

const hasNames = (c: ColumnMap, names: string[]) =>
  names.every((k) => columnAt(c, k) !== undefined) || columnAt(c, 'fullName') !== undefined
const score = (c: ColumnMap, names: string[]) =>
  [...names, 'fullName'].filter((k) => columnAt(c, k) !== undefined).length + (c.phones.length > 0 ? 1 : 0)

/** Finds the header row (the first rows may be titles) and the column of each field. */
export function detectHeader(
  rows: readonly (readonly unknown[])[],
  fields: PersonFields = personFields,
): HeaderDetection {
  const names = nameKeys(fields)
  let best: DetectedHeader | null = null
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const columns = columnsOf(rows[i] ?? [], fields)
    if (hasNames(columns, names) && columns.phones.length > 0)
      return { ok: true, header: { headerRow: i, columns } }
    if (score(columns, names) > 0 && (!best || score(columns, names) > score(best.columns, names)))
      best = { headerRow: i, columns }
  }
  if (!best) {
    return {
      ok: false,
      message:
        'לא נמצאה שורת כותרות. השורה הראשונה צריכה לכלול "שם פרטי" (וגם "שם משפחה" אם יש) או "שם מלא", ו"טלפון".',
    }
  }
  const missing: string[] = []
  for (const field of fields) {
    if (
      field.rule.kind === 'name' &&
      isRequiredField(field) &&
      !hasNames(best.columns, names) &&
      columnAt(best.columns, field.key) === undefined
    )
      missing.push(`"${field.label}" (או "שם מלא")`)
    if (field.rule.kind === 'phone' && best.columns.phones.length === 0) missing.push(`"${field.label}"`)
  }
  return { ok: false, message: `בקובץ חסרה עמודה: ${missing.join(', ')}.` }
}
