import { describe, expect, it } from 'vitest'
import { detectHeader, fieldOfHeader, normalizeHeader } from './header-detection'

describe('header detection', () => {
  it('ignores BOM, spaces, case and punctuation', () => {
    expect(normalizeHeader('\uFEFF First_Name ')).toBe('firstname')
    expect(fieldOfHeader('\uFEFFשם פרטי')).toBe('firstName')
    expect(fieldOfHeader('  שם   משפחה: ')).toBe('lastName')
    expect(fieldOfHeader('LAST NAME')).toBe('lastName')
    expect(fieldOfHeader('Mobile')).toBe('phone')
    expect(fieldOfHeader('נייד')).toBe('phone')
    expect(fieldOfHeader('טלפון')).toBe('phone')
    expect(fieldOfHeader('מין')).toBe('gender')
    expect(fieldOfHeader('זכר/נקבה')).toBe('gender')
    expect(fieldOfHeader('שם')).toBe('fullName')
    expect(fieldOfHeader('Full Name')).toBe('fullName')
    expect(fieldOfHeader('כתובת')).toBeUndefined()
  })

  it('finds Hebrew first/last name and phone columns', () => {
    const result = detectHeader([['שם פרטי', 'שם משפחה', 'טלפון']])
    expect(result).toEqual({
      ok: true,
      header: { headerRow: 0, columns: { firstName: 0, lastName: 1, phones: [2] } },
    })
  })

  it('finds an English full-name column and several phone columns in any order', () => {
    const result = detectHeader([['Phone', 'Notes', 'Name', 'Mobile']])
    expect(result).toEqual({ ok: true, header: { headerRow: 0, columns: { fullName: 2, phones: [0, 3] } } })
  })

  it('skips title rows above the header', () => {
    const result = detectHeader([['רשימת מתפללים תשפ"ו'], [], ['שם מלא', 'נייד']])
    expect(result.ok && result.header.headerRow).toBe(2)
  })

  it('names the missing column in Hebrew', () => {
    const result = detectHeader([['שם פרטי', 'שם משפחה', 'כתובת']])
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain('"טלפון"')
    const noNames = detectHeader([['שם משפחה', 'טלפון']])
    expect(!noNames.ok && noNames.message).toContain('"שם פרטי"')
  })

  it('takes a list with first names and phones only (worshippers known by one name)', () => {
    expect(detectHeader([['שם פרטי', 'טלפון']])).toEqual({
      ok: true,
      header: { headerRow: 0, columns: { firstName: 0, phones: [1] } },
    })
  })

  it("finds the family column by a warden's words, never taking the last name's", () => {
    for (const header of ['קבוצת משפחה', 'בית אב', 'שם משפחה לקבוצה', 'משפחה לישיבה', 'Family', 'Household'])
      expect(fieldOfHeader(header)).toBe('household')
    // 'משפחה' and 'שם משפחה' are the last name, as before.
    expect(fieldOfHeader('משפחה')).toBe('lastName')
    expect(fieldOfHeader('שם משפחה')).toBe('lastName')
    expect(fieldOfHeader('Family Name')).toBe('lastName')
    expect(detectHeader([['שם פרטי', 'משפחה', 'טלפון', 'קבוצת משפחה']])).toEqual({
      ok: true,
      header: { headerRow: 0, columns: { firstName: 0, lastName: 1, household: 3, phones: [2] } },
    })
  })

  it('says there is no header when nothing matches', () => {
    const result = detectHeader([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(!result.ok && result.message).toContain('לא נמצאה שורת כותרות')
  })
})
