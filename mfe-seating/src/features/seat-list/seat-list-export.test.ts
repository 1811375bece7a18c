import ExcelJS from 'exceljs'
import { sheetWorkbook } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { createPersonDirectory, stateFromMap } from '../map-editor'
import type { SeatMap } from '@seats/contracts'
import { hallOfEditor, seatListOf } from './seat-list'
import { seatListSheet } from './seat-list-export'

/** One row of five, an aisle at column 2, numbered by column from the left; דוד at column 4, who reported. */
const map: SeatMap = {
  id: 1,
  name: 'אולם ראשי',
  rows: 1,
  cols: 5,
  seatNumbering: 'column-left',
  settings: { printReportedNames: false, il: true },
  version: 1,
  displays: [],
  areas: [],
  elements: [],
  cells: [
    { row: 1, col: 2, kind: 'aisle', people: [] },
    { row: 1, col: 4, kind: 'seat', people: [{ id: 12, phone: '0502222222' }] },
  ],
}
const directory = createPersonDirectory([
  { id: 12, firstName: 'דוד', lastName: 'לוי', phone: '0502222222', seats: [] },
])

describe('the seat list as an Excel file', () => {
  it('carries each seat’s row letter, its number under the map’s numbering, who sits there and the state', async () => {
    const rows = seatListOf(hallOfEditor(stateFromMap(map)), () => map.name, new Set([12]), false)
    const bytes = await sheetWorkbook(seatListSheet(rows, directory, 'אולם ראשי'))
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes)
    const sheet = book.worksheets[0]!
    expect(sheet.name).toBe('אולם ראשי')
    expect(sheet.views[0]?.rightToLeft).toBe(true)
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1))
    expect(values).toEqual([
      ['שורה', 'מושב', 'מתפללים', 'מצב בתאריך'],
      // By column from the left: column 5 is seat 1, the aisle takes no number, column 1 is seat 4.
      ['א', 1, '', 'ריק'],
      ['א', 2, 'דוד לוי', 'התפנה'],
      ['א', 3, '', 'ריק'],
      ['א', 4, '', 'ריק'],
    ])
  })
})
