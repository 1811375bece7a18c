import type { PersonDirectory } from '../map-editor'
import type { SeatListRow } from './seat-list'
import { seatListTexts as texts } from './seat-list-texts'

/** exceljs is large: fetched when the warden asks for the file, never with the screen. */
const loadExcelJs = () => import('exceljs')

/** The list's lines as the sheet holds them: row letter, seat number (the map's numbering), who, the state. */
export function seatListSheetRows(
  rows: readonly SeatListRow[],
  directory: Pick<PersonDirectory, 'fullName'>,
): Array<[string, number, string, string]> {
  return rows.map((r) => [
    r.rowLabel,
    r.number,
    r.holders.map((id) => directory.fullName(id)).join(', '),
    texts.states[r.state],
  ])
}

/** The seat list as an Excel workbook, right to left, with a header row. */
export async function seatListWorkbook(
  rows: readonly SeatListRow[],
  directory: Pick<PersonDirectory, 'fullName'>,
  sheetName: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await loadExcelJs()
  const workbook = new ExcelJS.Workbook()
  // Excel refuses sheet names over 31 characters or with []:*?/\
  const sheet = workbook.addWorksheet(
    sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || texts.exportSheet,
    {
      views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
    },
  )
  sheet.columns = [
    { header: texts.row, width: 8 },
    { header: texts.seat, width: 8 },
    { header: texts.who, width: 40 },
    { header: texts.state, width: 14 },
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(seatListSheetRows(rows, directory))
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer
}

/** Saves the workbook as a file the browser downloads. */
export function downloadWorkbook(bytes: ArrayBuffer, fileName: string): void {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  const url = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
