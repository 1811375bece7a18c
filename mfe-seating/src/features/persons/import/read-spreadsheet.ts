import { cellText } from './sheet-values'
import { detectHeader } from './header-detection'

export type SheetRows = unknown[][]

export class SpreadsheetError extends Error {
  override readonly name = 'SpreadsheetError'
}

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])

export function spreadsheetKind(file: Pick<File, 'name' | 'type'>): 'xlsx' | 'csv' | 'xls' | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx') || XLSX_TYPES.has(file.type)) return 'xlsx'
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv'
  if (name.endsWith('.xls')) return 'xls'
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

/** The rows of the file's first sheet that looks like a list of worshippers, each as an array of cells. */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  const kind = spreadsheetKind(file)
  if (kind === 'xls')
    throw new SpreadsheetError('קובצי xls ישנים אינם נתמכים. שמרו את הקובץ ב-Excel כ-xlsx או כ-CSV ונסו שוב.')
  if (kind === null) throw new SpreadsheetError('אפשר לייבא קובץ Excel (xlsx) או CSV בלבד.')
  return kind === 'xlsx' ? readXlsx(file) : readCsv(file)
}
