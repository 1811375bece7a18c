/**
 * A table the user downloads: as an Excel workbook (right to left, header row frozen) or as CSV that Excel
 * opens in Hebrew (UTF-8 with its byte-order mark). exceljs is large: it loads only when a file is asked for.
 */

export interface SheetTable {
  /** The sheet's name (Excel keeps 31 characters, without []:*?/\). */
  name: string
  columns: ReadonlyArray<{ header: string; width: number }>
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>
}

export type SheetFormat = 'xlsx' | 'csv'

const TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
}

/**
 * Text a spreadsheet would run as a formula when the file is opened: what a stranger typed in a public form
 * (a lead's name or message) must stay text in the admin's Excel, so such a cell starts with an apostrophe
 * (OWASP's advice for CSV injection). Numbers are numbers and keep their sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break; never a formula. */
function csvCell(value: string | number | null): string {
  const raw = value === null ? '' : String(value)
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The table as CSV text (CRLF lines, as RFC 4180 and Excel expect). */
export function sheetCsv(table: SheetTable): string {
  const lines = [table.columns.map((c) => csvCell(c.header)), ...table.rows.map((r) => r.map(csvCell))]
  return lines.map((cells) => cells.join(',')).join('\r\n')
}

/** The table as an .xlsx workbook. */
export async function sheetWorkbook(table: SheetTable): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(table.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(table.rows.map((r) => [...r]))
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer
}

/** Makes the file and hands it to the browser's downloads. */
export async function downloadSheet(table: SheetTable, fileName: string, format: SheetFormat): Promise<void> {
  const content = format === 'xlsx' ? await sheetWorkbook(table) : `\uFEFF${sheetCsv(table)}`
  const url = URL.createObjectURL(new Blob([content], { type: TYPES[format] }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${fileName}.${format}`
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The download has started by then; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
