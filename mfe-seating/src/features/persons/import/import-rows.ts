import {
  fieldLabel,
  householdImportColumn,
  householdImportName,
  householdNameKey,
  importedHouseholdSchema,
  isRequiredField,
  normalizePhone,
  personDisplayName,
  personFields,
  personInputSchemaOf,
  type Person,
  type PersonFields,
  type PersonGender,
  type PersonsBulkRowInput,
} from '@seats/contracts'
import { splitFullName } from './full-name'
import { columnAt, type ColumnMap } from './header-detection'
import { cellText, genderOf, restoreLeadingZero } from './sheet-values'

/** ok: imported; warning: imported unless the warden leaves it out; skip: already there; error: cannot be imported. */
export type RowStatus = 'ok' | 'warning' | 'skip' | 'error'

export type RowIssueKind =
  | 'missingFirstName'
  | 'missingLastName'
  | 'missingPhone'
  | 'badPhone'
  | 'invalid'
  | 'alreadyOnList'
  | 'duplicateInFile'
  | 'phoneOnList'
  | 'phoneInFile'
  | 'unknownGender'

export interface RowIssue {
  kind: RowIssueKind
  message: string
}

export interface SheetPerson {
  /** The row's number as the spreadsheet shows it (1-based, header included). */
  line: number
  firstName: string
  lastName: string
  /** As typed in the file. */
  rawPhone: string
  /** As typed in the file's gender column, when it has one. */
  rawGender?: string
  /** The other declared text fields (a title), by key, when the file has their columns. */
  values?: Record<string, string>
  /** As typed in the family column, when the file has one: the household the row joins. */
  household?: string
}

export interface ImportRow extends SheetPerson {
  /** Digits only, as it will be stored. */
  phone: string
  /** Read from the gender column; null when it is empty, missing or not understood. */
  gender: PersonGender | null
  status: RowStatus
  issues: RowIssue[]
}

/** Reads the people out of the sheet's rows below the header; empty rows are skipped. */
export function sheetPersons(
  rows: readonly (readonly unknown[])[],
  headerRow: number,
  columns: ColumnMap,
  fields: PersonFields = personFields,
): SheetPerson[] {
  const people: SheetPerson[] = []
  const at = (row: readonly unknown[], index: number | undefined) =>
    index === undefined ? '' : cellText(row[index])
  const gender = columnAt(columns, 'gender')
  const household = columnAt(columns, householdImportColumn.key)
  const texts = fields.filter((f) => f.rule.kind === 'text' && columnAt(columns, f.key) !== undefined)
  for (let i = headerRow + 1; i < rows.length; i++) {
    const row = rows[i] ?? []
    let firstName = at(row, columnAt(columns, 'firstName'))
    let lastName = at(row, columnAt(columns, 'lastName'))
    const fullName = at(row, columnAt(columns, 'fullName'))
    // A full-name column feeds the row only when the separate name columns are absent or empty.
    if (fullName && !firstName && !lastName) ({ firstName, lastName } = splitFullName(fullName))
    const rawPhone = restoreLeadingZero(columns.phones.map((c) => at(row, c)).find((p) => p !== '') ?? '')
    if (!firstName && !lastName && !rawPhone && !fullName) continue
    people.push({
      line: i + 1,
      firstName: firstName.replace(/\s+/g, ' '),
      lastName: lastName.replace(/\s+/g, ' '),
      rawPhone,
      ...(gender !== undefined ? { rawGender: at(row, gender) } : {}),
      ...(household !== undefined ? { household: at(row, household) } : {}),
      ...(texts.length > 0
        ? { values: Object.fromEntries(texts.map((f) => [f.key, at(row, columnAt(columns, f.key))])) }
        : {}),
    })
  }
  return people
}

/** The same person to the server: names compared trimmed, case-insensitively; phones as digits. */
export const personIdentity = (p: { firstName: string; lastName: string; phone: string }) =>
  [p.firstName, p.lastName].map((s) => s.normalize('NFC').trim().toLocaleLowerCase()).join('\u0000') +
  '\u0000' +
  p.phone

function namesList(names: string[]): string {
  return names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} ועוד ${names.length - 2}`
}

/** The field checks of the person schema, in the words of a preview row. */
function fieldIssues(person: SheetPerson, fields: PersonFields): RowIssue[] {
  const issues: RowIssue[] = []
  if (!person.firstName.trim()) issues.push({ kind: 'missingFirstName', message: 'חסר שם פרטי' })
  const lastName = fields.find((f) => f.key === 'lastName')
  if (lastName && isRequiredField(lastName) && !person.lastName.trim())
    issues.push({ kind: 'missingLastName', message: 'חסר שם משפחה' })
  if (!person.rawPhone.trim()) issues.push({ kind: 'missingPhone', message: 'חסר טלפון' })
  const parsed = personInputSchemaOf(fields).safeParse({
    ...person.values,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.rawPhone,
  })
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? fieldLabel(key)
  // The family is checked as the server checks it: a name too long would refuse the whole chunk.
  const family = importedHouseholdSchema.safeParse(person.household ?? '')
  if (!family.success)
    for (const issue of family.error.issues)
      issues.push({ kind: 'invalid', message: `${householdImportColumn.label}: ${issue.message}` })
  if (parsed.success) return issues
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field === 'phone') {
      if (person.rawPhone.trim())
        issues.push({ kind: 'badPhone', message: `מספר טלפון לא תקין: ${person.rawPhone}` })
    } else if (
      !issues.some(
        (i) =>
          (i.kind === 'missingFirstName' && field === 'firstName') ||
          (i.kind === 'missingLastName' && field === 'lastName'),
      )
    ) {
      issues.push({ kind: 'invalid', message: `${labelOf(field)}: ${issue.message}` })
    }
  }
  return issues
}

/**
 * Marks every row before anything is saved: field problems are errors; a row equal to a person on the list
 * or to an earlier row is skipped; a phone shared with someone else (a family's home phone) is a warning.
 */
export function validateRows(
  people: readonly SheetPerson[],
  existing: readonly Pick<Person, 'firstName' | 'lastName' | 'phone'>[],
  fields: PersonFields = personFields,
): ImportRow[] {
  const existingKeys = new Set(existing.map(personIdentity))
  const existingByPhone = new Map<string, string[]>()
  for (const p of existing)
    existingByPhone.set(p.phone, [...(existingByPhone.get(p.phone) ?? []), personDisplayName(p)])
  const firstLineByKey = new Map<string, number>()
  const firstLineByPhone = new Map<string, number>()

  return people.map((person): ImportRow => {
    const read = genderOf(person.rawGender ?? '')
    const gender = read ?? null
    const phone = normalizePhone(person.rawPhone)
    const issues = fieldIssues(person, fields)
    if (issues.length > 0) return { ...person, phone, gender, status: 'error', issues }

    const key = personIdentity({ ...person, phone })
    if (existingKeys.has(key)) {
      const family = householdImportName(person.household ?? '')
      const message = family
        ? `כבר ברשימת המתפללים; יצורף ל"${family}" אם אינו במשפחה אחרת`
        : 'כבר ברשימת המתפללים, לא ייובא שוב'
      return { ...person, phone, gender, status: 'skip', issues: [{ kind: 'alreadyOnList', message }] }
    }
    const sameLine = firstLineByKey.get(key)
    if (sameLine !== undefined) {
      return {
        ...person,
        phone,
        gender,
        status: 'skip',
        issues: [{ kind: 'duplicateInFile', message: `כפול: זהה לשורה ${sameLine}, לא ייובא פעמיים` }],
      }
    }
    firstLineByKey.set(key, person.line)

    const warnings: RowIssue[] = []
    const onList = existingByPhone.get(phone)
    if (onList)
      warnings.push({ kind: 'phoneOnList', message: `הטלפון כבר רשום ברשימה אצל ${namesList(onList)}` })
    const phoneLine = firstLineByPhone.get(phone)
    if (phoneLine !== undefined)
      warnings.push({ kind: 'phoneInFile', message: `אותו טלפון כמו בשורה ${phoneLine}` })
    else firstLineByPhone.set(phone, person.line)
    if (read === undefined)
      warnings.push({ kind: 'unknownGender', message: `מין לא מוכר: ${person.rawGender}, ייובא בלי מין` })
    return { ...person, phone, gender, status: warnings.length > 0 ? 'warning' : 'ok', issues: warnings }
  })
}

export interface RowCounts {
  total: number
  ok: number
  warning: number
  /** Skipped: already on the list. */
  existing: number
  /** Skipped: a repeat of an earlier row of the file. */
  duplicate: number
  error: number
}

export function countRows(rows: readonly ImportRow[]): RowCounts {
  const counts: RowCounts = { total: rows.length, ok: 0, warning: 0, existing: 0, duplicate: 0, error: 0 }
  for (const row of rows) {
    if (row.status !== 'skip') counts[row.status]++
    else if (row.issues.some((i) => i.kind === 'duplicateInFile')) counts.duplicate++
    else counts.existing++
  }
  return counts
}

/** Rows that can be imported start selected; a warning row stays selected until the warden leaves it out. */
export const selectable = (row: ImportRow) => row.status === 'ok' || row.status === 'warning'

/**
 * A row already on the list that names a family: not added again, but sent so the worshipper joins the
 * household (a list imported before the file had a family column).
 */
export const joinsFamilyOnly = (row: ImportRow): boolean =>
  row.status === 'skip' &&
  row.issues.some((i) => i.kind === 'alreadyOnList') &&
  householdImportName(row.household ?? '') !== ''

/** A row as the bulk route takes it: the worshipper and, when the row names one, its family. */
export function toPersonInput(row: ImportRow): PersonsBulkRowInput {
  // A new worshipper's empty optional field is none: not sent.
  const given = Object.entries(row.values ?? {}).filter(([, v]) => v.trim() !== '')
  const household = householdImportName(row.household ?? '')
  return {
    ...Object.fromEntries(given),
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    phone: row.phone,
    ...(row.gender ? { gender: row.gender } : {}),
    ...(household ? { household } : {}),
  }
}

/** How many households the rows name (a family written with other spaces or case is the same one). */
export const familyCount = (rows: readonly Pick<SheetPerson, 'household'>[]): number =>
  new Set(rows.map((r) => householdNameKey(r.household ?? '')).filter((k) => k !== '')).size
