import type * as SheetJs from '@e965/xlsx'
import { cellText } from './sheet-values'
import { detectHeader } from './header-detection'

export type SheetRows = unknown[][]

export class SpreadsheetError extends Error {
  override readonly name = 'SpreadsheetError'
}

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
/** What the file picker accepts: Excel (xlsx and the old binary xls) and CSV. */
export const SPREADSHEET_ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv'

export function spreadsheetKind(file: Pick<File, 'name' | 'type'>): 'xlsx' | 'csv' | 'xls' | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx') || XLSX_TYPES.has(file.type)) return 'xlsx'
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv'
  if (name.endsWith('.xls') || file.type === 'application/vnd.ms-excel') return 'xls'
  return null
}

/** UTF-8 first; Hebrew Excel on Windows saves CSV as windows-1255, which UTF-8 cannot decode. */
export function decodeCsv(bytes: ArrayBuffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes)
  const text = utf8.includes('\uFFFD') ? new TextDecoder('windows-1255').decode(bytes) : utf8
  return text.replace(/^\uFEFF/, '')
}

async function readCsv(file: File): Promise<SheetRows> {
  const { default: Papa } = await import('papaparse')
  const parsed = Papa.parse<string[]>(decodeCsv(await file.arrayBuffer()), { skipEmptyLines: 'greedy' })
  return parsed.data
}

/** exceljs is large: it is fetched only once the import dialog opens, never with the screen. */
const loadExcelJs = () => import('exceljs')
let excelJs: ReturnType<typeof loadExcelJs> | null = null

/** Starts fetching the Excel reader while the warden is still looking for the file. */
export function preloadExcelReader(): void {
  excelJs ??= loadExcelJs()
  // A failed preload is retried by the read itself.
  excelJs.catch(() => {
    excelJs = null
  })
}

async function readXlsx(file: File): Promise<SheetRows> {
  excelJs ??= loadExcelJs()
  let ExcelJS: Awaited<typeof excelJs>['default']
  try {
    ExcelJS = (await excelJs).default
  } catch {
    excelJs = null
    throw new SpreadsheetError(
      'לא ניתן לטעון את רכיב הקריאה של קובצי Excel. בדקו את החיבור לאינטרנט ונסו שוב.',
    )
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(await file.arrayBuffer())
  } catch {
    throw new SpreadsheetError('לא ניתן לקרוא את הקובץ. ודאו שזה קובץ Excel תקין (xlsx).')
  }
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: SheetRows = []
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      // row.values is 1-based: index 0 is always empty.
      const values = Array.isArray(row.values) ? row.values.slice(1) : []
      rows[rowNumber - 1] = values.map((v) => cellText(v))
    })
    for (let i = 0; i < rows.length; i++) rows[i] ??= []
    return rows
  })
  return sheets.find((rows) => detectHeader(rows).ok) ?? sheets.find((rows) => rows.length > 0) ?? []
}

/**
 * The old binary Excel (.xls, Excel 97-2003), which exceljs cannot read: SheetJS's reader (the maintained
 * build published as @e965/xlsx), fetched only when such a file is chosen.
 */
async function readXls(file: File): Promise<SheetRows> {
  let XLSX: typeof SheetJs
  try {
    XLSX = await import('@e965/xlsx')
  } catch {
    throw new SpreadsheetError(
      'לא ניתן לטעון את רכיב הקריאה של קובצי Excel. בדקו את החיבור לאינטרנט ונסו שוב.',
    )
  }
  let workbook: ReturnType<typeof XLSX.read>
  try {
    workbook = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', cellDates: true })
  } catch {
    throw new SpreadsheetError('לא ניתן לקרוא את הקובץ. ודאו שזה קובץ Excel תקין (xls).')
  }
  const sheets = workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name]
    if (!sheet) return []
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      blankrows: true,
      defval: '',
    })
    return rows.map((row) => row.map((v) => cellText(v)))
  })
  return sheets.find((rows) => detectHeader(rows).ok) ?? sheets.find((rows) => rows.length > 0) ?? []
}

/** The first bytes of a compound file (a real .xls) and of a zip (an .xlsx under another name). */
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b)
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** A file named .xls may be one, an .xlsx, or the tab-separated text some systems export under that name. */
async function readXlsNamed(file: File): Promise<SheetRows> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer())
  if (startsWith(head, COMPOUND_FILE)) return readXls(file)
  if (startsWith(head, ZIP)) return readXlsx(file)
  return readCsv(file)
}

const readers = { xlsx: readXlsx, xls: readXlsNamed, csv: readCsv } as const

/** The rows of the file's first sheet that looks like a list of worshippers, each as an array of cells. */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  const kind = spreadsheetKind(file)
  if (kind === null) throw new SpreadsheetError('אפשר לייבא קובץ Excel (xlsx או xls) או CSV בלבד.')
  return readers[kind](file)
}
