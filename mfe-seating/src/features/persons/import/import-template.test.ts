import { File as NodeFile } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { importTemplateCsv } from './import-template'
import { prepareImport } from './prepare-import'

describe('the import template', () => {
  it('imports as it is: two worshippers, each with the gender and the family its columns give', async () => {
    // Node's File: this test environment's DOM File cannot be read back.
    const file = new NodeFile([importTemplateCsv()], 'מתפללים-דוגמה.csv', {
      type: 'text/csv',
    }) as unknown as File
    const prepared = await prepareImport(file, [])
    expect(prepared).toMatchObject({ ok: true })
    if (!prepared.ok) return
    expect(
      prepared.rows.map((r) => [r.firstName, r.lastName, r.phone, r.gender, r.household, r.status]),
    ).toEqual([
      ['משה', 'כהן', '0501234567', 'male', 'משפחת כהן', 'ok'],
      ['שרה', 'לוי', '026543210', 'female', 'משפחת לוי', 'ok'],
    ])
    // The family column under a header that is not the last name's.
    expect(importTemplateCsv().split('\r\n')[0]).toBe('\uFEFFשם פרטי,שם משפחה,טלפון,מין,קבוצת משפחה')
  })
})
