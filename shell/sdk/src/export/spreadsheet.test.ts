import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { sheetCsv, sheetWorkbook, type SheetTable } from './spreadsheet'

const table: SheetTable = {
  name: 'משתמשים: כל החשבונות',
  columns: [
    { header: 'בית כנסת', width: 20 },
    { header: 'מחיר', width: 8 },
  ],
  rows: [
    ['אהל משה, ירושלים', 99],
    ['בית "יעקב"', null],
  ],
}

describe('spreadsheet export', () => {
  it('writes CSV that keeps commas and quotes inside their cells', () => {
    expect(sheetCsv(table)).toBe('בית כנסת,מחיר\r\n"אהל משה, ירושלים",99\r\n"בית ""יעקב""",')
  })

  it('keeps what looks like a formula as text, and numbers with their sign', () => {
    const hostile: SheetTable = {
      name: 'לידים',
      columns: [{ header: 'שם', width: 20 }],
      rows: [['=HYPERLINK("http://evil.example","x")'], ['+972501234567'], ['@SUM(A1)'], [-5], ['משה - כהן']],
    }
    expect(sheetCsv(hostile).split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+972501234567",
      "'@SUM(A1)",
      '-5',
      'משה - כהן',
    ])
  })

  it('writes a right-to-left workbook with the header row and the values', async () => {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await sheetWorkbook(table))
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('משתמשים  כל החשבונות')
    expect(sheet.views[0]?.rightToLeft).toBe(true)
    expect(sheet.getRow(1).values).toEqual([undefined, 'בית כנסת', 'מחיר'])
    expect(sheet.getRow(2).values).toEqual([undefined, 'אהל משה, ירושלים', 99])
  })
})
