import { describe, expect, it } from 'vitest'
import {
  countRows,
  familyCount,
  joinsFamilyOnly,
  sheetPersons,
  toPersonInput,
  validateRows,
  type SheetPerson,
} from './import-rows'
import { genderOf, restoreLeadingZero } from './sheet-values'

const person = (line: number, firstName: string, lastName: string, rawPhone: string): SheetPerson => ({
  line,
  firstName,
  lastName,
  rawPhone,
})

describe('sheetPersons', () => {
  it('reads rows below the header, skipping empty ones and splitting a full-name column', () => {
    const rows = [['שם מלא', 'טלפון'], ['משה כהן', '050-1234567'], [], ['', ''], ['דוד בן חיים', 521234567]]
    expect(sheetPersons(rows, 0, { fullName: 0, phones: [1] })).toEqual([
      person(2, 'משה', 'כהן', '050-1234567'),
      person(5, 'דוד', 'בן חיים', '0521234567'),
    ])
  })

  it('takes the first non-empty phone column', () => {
    const rows = [
      ['first', 'last', 'phone', 'mobile'],
      ['Dan', 'Levi', '', '0541112222'],
    ]
    expect(sheetPersons(rows, 0, { firstName: 0, lastName: 1, phones: [2, 3] })[0]?.rawPhone).toBe(
      '0541112222',
    )
  })
})

describe('restoreLeadingZero', () => {
  it('puts back the zero Excel drops from numeric phones', () => {
    expect(restoreLeadingZero('501234567')).toBe('0501234567')
    expect(restoreLeadingZero('26543210')).toBe('026543210')
    expect(restoreLeadingZero('0501234567')).toBe('0501234567')
    expect(restoreLeadingZero('12345')).toBe('12345')
  })
})

describe('validateRows', () => {
  it('marks missing fields and bad phones as errors', () => {
    const rows = validateRows(
      [person(2, 'משה', 'כהן', ''), person(3, '', 'כהן', '0501234567'), person(4, 'אבי', 'לוי', '12345')],
      [],
    )
    expect(rows.map((r) => r.status)).toEqual(['error', 'error', 'error'])
    expect(rows[0]?.issues.map((i) => i.kind)).toEqual(['missingPhone'])
    expect(rows[1]?.issues.map((i) => i.kind)).toEqual(['missingFirstName'])
    expect(rows[2]?.issues).toEqual([{ kind: 'badPhone', message: 'מספר טלפון לא תקין: 12345' }])
  })

  it('normalises phones and accepts mobiles and landlines', () => {
    const rows = validateRows(
      [person(2, 'משה', 'כהן', '+972-50-123-4567'), person(3, 'דוד', 'לוי', '02-6543210')],
      [],
    )
    expect(rows.map((r) => [r.status, r.phone])).toEqual([
      ['ok', '0501234567'],
      ['ok', '026543210'],
    ])
  })

  it('skips a person already on the list and a repeated row of the file', () => {
    const existing = [{ firstName: 'משה', lastName: 'כהן', phone: '0501234567' }]
    const rows = validateRows(
      [
        person(2, ' משה', 'כהן ', '050-1234567'),
        person(3, 'Dan', 'Levi', '0541112222'),
        person(4, 'dan', 'LEVI', '054-1112222'),
      ],
      existing,
    )
    expect(rows.map((r) => r.status)).toEqual(['skip', 'ok', 'skip'])
    expect(rows[0]?.issues[0]?.kind).toBe('alreadyOnList')
    expect(rows[2]?.issues[0]?.message).toContain('שורה 3')
  })

  it('warns, naming who, when a phone is shared with the list or an earlier row', () => {
    const existing = [{ firstName: 'שרה', lastName: 'כהן', phone: '026543210' }]
    const rows = validateRows(
      [
        person(2, 'משה', 'כהן', '02-6543210'),
        person(3, 'רבקה', 'לוי', '0541112222'),
        person(4, 'יעקב', 'לוי', '0541112222'),
      ],
      existing,
    )
    expect(rows.map((r) => r.status)).toEqual(['warning', 'ok', 'warning'])
    expect(rows[0]?.issues[0]?.message).toBe('הטלפון כבר רשום ברשימה אצל שרה כהן')
    expect(rows[2]?.issues[0]).toEqual({ kind: 'phoneInFile', message: 'אותו טלפון כמו בשורה 3' })
  })

  it('counts rows by status, a repeat inside the file apart from one already on the list', () => {
    const rows = validateRows(
      [
        person(2, 'a', 'b', '0501234567'),
        person(3, 'a', 'b', '0501234567'),
        person(4, 'c', 'd', '1'),
        person(5, 'e', 'f', '0521234567'),
      ],
      [{ firstName: 'e', lastName: 'f', phone: '0521234567' }],
    )
    expect(countRows(rows)).toEqual({ total: 4, ok: 1, warning: 0, existing: 1, duplicate: 1, error: 1 })
  })

  it('takes a row with one name, and skips its repeat in the file', () => {
    const rows = validateRows(
      [
        person(2, 'שלמה', '', '0501234567'),
        person(3, 'יוסף', '', '0521234567'),
        person(4, 'שלמה', '', '050-1234567'),
      ],
      [],
    )
    expect(rows.map((r) => r.status)).toEqual(['ok', 'ok', 'skip'])
    expect(toPersonInput(rows[0]!)).toEqual({ firstName: 'שלמה', lastName: '', phone: '0501234567' })
    expect(countRows(rows)).toMatchObject({ ok: 2, existing: 0, duplicate: 1 })
  })

  // How fast is the import bench's (infra/bench/import.ts) to say, not a test's.
  it('checks 2,000 rows against 1,000 worshippers already there', () => {
    const people = Array.from({ length: 2000 }, (_, i) =>
      person(i + 2, `שם${i}`, `משפחה${i % 300}`, `05${String(i % 1500).padStart(8, '0')}`),
    )
    const existing = Array.from({ length: 1000 }, (_, i) => ({
      firstName: `x${i}`,
      lastName: 'y',
      phone: `05${String(i).padStart(8, '0')}`,
    }))
    const rows = validateRows(people, existing)
    expect(countRows(rows).total).toBe(2000)
    expect(countRows(rows).warning).toBeGreaterThan(0)
  })
})

describe('a gender column', () => {
  it('reads זכר / נקבה and their short forms, and leaves an empty cell without one', () => {
    expect(['זכר', 'ז', 'נקבה', "נ'", 'Female', 'M', '', 'לא ידוע'].map(genderOf)).toEqual([
      'male',
      'male',
      'female',
      'female',
      'female',
      'male',
      null,
      undefined,
    ])
  })

  it('feeds the worshipper; words it does not know are a warning and the row comes in without one', () => {
    const rows = [
      ['שם פרטי', 'שם משפחה', 'טלפון', 'מין'],
      ['רחל', 'לוי', '0501234567', 'נקבה'],
      ['משה', 'כהן', '0521234567', ''],
      ['דנה', 'פרץ', '0541234567', 'אולי'],
    ]
    const people = sheetPersons(rows, 0, { firstName: 0, lastName: 1, phones: [2], gender: 3 })
    const checked = validateRows(people, [])
    expect(checked.map((r) => [r.status, r.gender])).toEqual([
      ['ok', 'female'],
      ['ok', null],
      ['warning', null],
    ])
    expect(checked[2]?.issues).toEqual([
      { kind: 'unknownGender', message: 'מין לא מוכר: אולי, ייובא בלי מין' },
    ])
    expect(checked.map(toPersonInput).map((p) => p.gender)).toEqual(['female', undefined, undefined])
  })
})

describe('a family column', () => {
  const sheet = [
    ['שם פרטי', 'משפחה', 'טלפון', 'קבוצת משפחה'],
    ['משה', 'כהן', '0501234567', ' משפחת   כהן '],
    ['שרה', 'כהן', '0521234567', 'משפחת כהן'],
    ['Dan', 'Levi', '0541234567', 'LEVI'],
    ['דנה', 'Levi', '0541234568', 'levi'],
    ['יוסף', 'פרץ', '0531234567', ''],
    ['רות', 'ארוך', '0531234568', 'א'.repeat(101)],
  ]
  const columns = { firstName: 0, lastName: 1, phones: [2], household: 3 }

  it('sends each row with its family as written, one space between words; a row without one sends none', () => {
    const rows = validateRows(sheetPersons(sheet, 0, columns).slice(0, 5), [])
    expect(rows.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
    expect(rows.map(toPersonInput).map((p) => p.household)).toEqual([
      'משפחת כהן',
      'משפחת כהן',
      'LEVI',
      'levi',
      undefined,
    ])
    // A family written with other spaces or case is one household; no family is none.
    expect(familyCount(rows)).toBe(2)
  })

  it('marks a family too long for a household name as an error naming the column', () => {
    const [row] = validateRows(sheetPersons(sheet, 0, columns).slice(5), [])
    expect(row?.status).toBe('error')
    expect(row?.issues).toEqual([{ kind: 'invalid', message: 'קבוצת משפחה: עד 100 תווים' }])
  })

  it('sends a worshipper already listed only when the row names a family, to join it', () => {
    const existing = [
      { firstName: 'משה', lastName: 'כהן', phone: '0501234567' },
      { firstName: 'יוסף', lastName: 'פרץ', phone: '0531234567' },
    ]
    const rows = validateRows(sheetPersons(sheet, 0, columns).slice(0, 5), existing)
    expect(rows.map((r) => r.status)).toEqual(['skip', 'ok', 'ok', 'ok', 'skip'])
    expect(rows[0]?.issues[0]?.message).toBe('כבר ברשימת המתפללים; יצורף ל"משפחת כהן" אם אינו במשפחה אחרת')
    expect(rows[4]?.issues[0]?.message).toBe('כבר ברשימת המתפללים, לא ייובא שוב')
    expect(rows.map(joinsFamilyOnly)).toEqual([true, false, false, false, false])
  })

  it('reads no family when the file has no such column', () => {
    const people = sheetPersons(sheet, 0, { firstName: 0, lastName: 1, phones: [2] })
    expect(people.every((p) => p.household === undefined)).toBe(true)
    expect(familyCount(validateRows(people, []))).toBe(0)
  })
})
