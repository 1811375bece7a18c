import { personFields, type Person, type PersonFields } from '@seats/contracts'
import { detectHeader } from './header-detection'
import { sheetPersons, validateRows, type ImportRow } from './import-rows'
import { readSpreadsheet, SpreadsheetError } from './read-spreadsheet'

export type PreparedImport =
  { ok: true; rows: ImportRow[]; fileName: string } | { ok: false; message: string; fileName: string }

/** A chosen file, read, its header found and every row checked against the list, before anything is saved. */
export async function prepareImport(
  file: File,
  existing: readonly Person[],
  fields: PersonFields = personFields,
): Promise<PreparedImport> {
  let sheet: unknown[][]
  try {
    sheet = await readSpreadsheet(file)
  } catch (error) {
    const message =
      error instanceof SpreadsheetError
        ? error.message
        : 'לא ניתן לקרוא את הקובץ. ודאו שזה קובץ Excel (xlsx) או CSV תקין.'
    return { ok: false, message, fileName: file.name }
  }
  const header = detectHeader(sheet, fields)
  if (!header.ok) return { ok: false, message: header.message, fileName: file.name }
  const people = sheetPersons(sheet, header.header.headerRow, header.header.columns, fields)
  if (people.length === 0)
    return { ok: false, message: 'בקובץ אין שורות מתחת לשורת הכותרות.', fileName: file.name }
  return { ok: true, rows: validateRows(people, existing, fields), fileName: file.name }
}
