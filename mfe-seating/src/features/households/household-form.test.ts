import { describe, expect, it } from 'vitest'
import { checkHousehold, householdValuesOf } from './household-form'

describe('household form checks', () => {
  it('asks for a name, and for a phone or an email under the phone', () => {
    expect(checkHousehold({ name: ' ', phone: '', email: '', memberIds: [] })).toEqual({
      ok: false,
      errors: { name: 'שדה חובה', phone: 'נדרש אימייל או טלפון' },
    })
    expect(checkHousehold({ name: 'משפחת לוי', phone: '', email: '', memberIds: [] })).toEqual({
      ok: false,
      errors: { phone: 'נדרש אימייל או טלפון' },
    })
  })

  it('words a wrong phone, a wrong email and too many members under their fields', () => {
    const many = Array.from({ length: 31 }, (_, i) => i + 1)
    expect(checkHousehold({ name: 'משפחת לוי', phone: '123', email: 'x@', memberIds: many })).toEqual({
      ok: false,
      errors: {
        phone: 'מספר טלפון לא תקין',
        email: 'כתובת אימייל אינה תקינה',
        memberIds: 'עד 30 בני משפחה',
      },
    })
  })

  it('sends the phone as digits, the email in its one spelling and each member once', () => {
    expect(
      checkHousehold({
        name: ' משפחת כהן ',
        phone: '052-100 0001',
        email: ' Cohen@Example.com ',
        memberIds: [4, 2, 4],
      }),
    ).toEqual({
      ok: true,
      input: { name: 'משפחת כהן', phone: '0521000001', email: 'cohen@example.com', memberIds: [4, 2] },
    })
  })

  it('starts empty, or from the household edited', () => {
    expect(householdValuesOf()).toEqual({ name: '', phone: '', email: '', memberIds: [] })
    const cohen = { id: 3, name: 'משפחת כהן', phone: '0521000001', email: '', memberIds: [4] }
    expect(householdValuesOf(cohen)).toEqual({
      name: 'משפחת כהן',
      phone: '0521000001',
      email: '',
      memberIds: [4],
    })
  })
})
