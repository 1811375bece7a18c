// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { detectHeader } from './header-detection'
import { sheetPersons } from './import-rows'
import { readSpreadsheet } from './read-spreadsheet'

/** An Excel 97-2003 workbook (BIFF8 in a compound file): a title, a blank row, the header, three worshippers. */
const xlsFixture = async (name = 'רשימה.xls', type = 'application/vnd.ms-excel') =>
  new File([await readFile(new URL('./fixtures/worshippers.xls', import.meta.url))], name, { type })

describe('readSpreadsheet', () => {
  it('reads an old binary Excel file (.xls), a one-name row and a phone Excel kept as a number', async () => {
    const rows = await readSpreadsheet(await xlsFixture())
    const detected = detectHeader(rows)
    expect(detected.ok).toBe(true)
    if (!detected.ok) return
    const people = sheetPersons(rows, detected.header.headerRow, detected.header.columns)
    expect(people.map((p) => [p.firstName, p.lastName, p.rawPhone])).toEqual([
      ['משה', 'כהן', '050-1234567'],
      ['שלמה', '', '0521234567'],
      ['יוסף', '', '03-6543210'],
    ])
  })

  it('knows an .xls by its name alone, and reads the tab-separated text some systems save as .xls', async () => {
    expect((await readSpreadsheet(await xlsFixture('list.XLS', ''))).length).toBeGreaterThan(3)
    const exported = new File(['שם פרטי\tטלפון\nשלמה\t0501234567\n'], 'export.xls')
    expect(await readSpreadsheet(exported)).toEqual([
      ['שם פרטי', 'טלפון'],
      ['שלמה', '0501234567'],
    ])
  })

  it('names the kinds it takes when given another', async () => {
    await expect(readSpreadsheet(new File(['x'], 'list.pdf'))).rejects.toThrow(
      'אפשר לייבא קובץ Excel (xlsx או xls) או CSV בלבד.',
    )
  })
})
