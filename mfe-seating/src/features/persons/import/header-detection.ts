/** The person fields a spreadsheet column can feed. */
export type ImportField = 'firstName' | 'lastName' | 'fullName' | 'phone' | 'gender'

/** Where each field sits in the sheet (0-based column indexes; several phone columns are tried in order). */
export interface ColumnMap {
  firstName?: number
  lastName?: number
  fullName?: number
  /** Optional: 'זכר' / 'נקבה' (or ז / נ), for the right wording about the worshipper. */
  gender?: number
  phones: number[]
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

const synonyms: Record<ImportField, string[]> = {
  firstName: ['שם פרטי', 'פרטי', 'first name', 'firstname', 'first', 'given name', 'forename'],
  lastName: ['שם משפחה', 'משפחה', 'last name', 'lastname', 'last', 'surname', 'family name'],
  fullName: ['שם מלא', 'שם', 'שם המתפלל', 'מתפלל', 'שם ומשפחה', 'full name', 'fullname', 'name'],
  phone: [
    'טלפון',
    'נייד',
    'טלפון נייד',
    'מספר טלפון',
    'מס טלפון',
    'טל',
    'פלאפון',
    'סלולרי',
    'טלפון בבית',
    'phone',
    'mobile',
    'phone number',
    'mobile phone',
    'cell',
    'cellphone',
    'tel',
    'telephone',
  ],
  gender: ['מין', 'מגדר', 'זכר נקבה', 'gender', 'sex'],
}

const fieldByHeader = new Map<string, ImportField>(
  (Object.entries(synonyms) as [ImportField, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [normalizeHeader(n), field] as const),
  ),
)

export function fieldOfHeader(raw: unknown): ImportField | undefined {
  return fieldByHeader.get(normalizeHeader(raw))
}

/** How many rows from the top may hold titles before the header row. */
const HEADER_SEARCH_ROWS = 10

function columnsOf(row: readonly unknown[]): ColumnMap {
  const columns: ColumnMap = { phones: [] }
  row.forEach((cell, index) => {
    const field = fieldOfHeader(cell)
    if (field === 'phone') columns.phones.push(index)
    else if (field && columns[field] === undefined) columns[field] = index
  })
  return columns
}

const hasNames = (c: ColumnMap) =>
  (c.firstName !== undefined && c.lastName !== undefined) || c.fullName !== undefined
const score = (c: ColumnMap) =>
  [c.firstName, c.lastName, c.fullName].filter((i) => i !== undefined).length + (c.phones.length > 0 ? 1 : 0)

/** Finds the header row (the first rows may be titles) and the column of each field. */
export function detectHeader(rows: readonly (readonly unknown[])[]): HeaderDetection {
  let best: DetectedHeader | null = null
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const columns = columnsOf(rows[i] ?? [])
    if (hasNames(columns) && columns.phones.length > 0) return { ok: true, header: { headerRow: i, columns } }
    if (score(columns) > 0 && (!best || score(columns) > score(best.columns)))
      best = { headerRow: i, columns }
  }
  if (!best) {
    return {
      ok: false,
      message:
        'לא נמצאה שורת כותרות. השורה הראשונה צריכה לכלול "שם פרטי", "שם משפחה" (או "שם מלא") ו"טלפון".',
    }
  }
  const missing: string[] = []
  if (!hasNames(best.columns)) {
    if (best.columns.firstName === undefined) missing.push('"שם פרטי" (או "שם מלא")')
    if (best.columns.lastName === undefined) missing.push('"שם משפחה" (או "שם מלא")')
  }
  if (best.columns.phones.length === 0) missing.push('"טלפון"')
  return { ok: false, message: `בקובץ חסרה עמודה: ${missing.join(', ')}.` }
}
