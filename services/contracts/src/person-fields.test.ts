import { describe, expect, it } from 'vitest'
import { errorText, fieldErrorText } from './errors'
import { columnOf, personFields } from './person-fields'
import { personInputSchemaOf, personRowErrorOf } from './person-schema'
import { personInputSchema, personsBulkSchema } from './seating'
import { fieldsWithTitle } from './testing'

describe('the declared worshipper fields', () => {
  it('are the person schema: every field once, each stored in its snake_case column', () => {
    const keys = personFields.map((f) => f.key)
    expect(keys).toEqual(expect.arrayContaining(['firstName', 'lastName', 'phone', 'gender']))
    expect(new Set(keys).size).toBe(keys.length)
    expect(columnOf({ key: 'firstName' })).toBe('first_name')
    expect(personFields.map(columnOf).every((c) => /^[a-z_]+$/.test(c))).toBe(true)
    expect(personInputSchema.safeParse({ firstName: 'משה', lastName: 'כהן', phone: '050-1234567' })).toEqual({
      success: true,
      data: { firstName: 'משה', lastName: 'כהן', phone: '0501234567' },
    })
  })

  it('takes a worshipper known by one name: the last name may be empty or unsent, never hidden characters', () => {
    expect(personInputSchema.parse({ firstName: 'שלמה', phone: '0501234567' })).toEqual({
      firstName: 'שלמה',
      lastName: '',
      phone: '0501234567',
    })
    expect(personInputSchema.parse({ firstName: 'יוסף', lastName: '  ', phone: '0501234567' })).toMatchObject(
      {
        lastName: '',
      },
    )
    expect(
      personInputSchema.safeParse({ firstName: 'יוסף', lastName: '...', phone: '0501234567' }).success,
    ).toBe(false)
    expect(personInputSchema.safeParse({ lastName: 'כהן', phone: '0501234567' }).success).toBe(false)
  })

  it('words the limit without "0 more" when the list is full', () => {
    expect(errorText('quota_exceeded', { max: 300, existing: 300, room: 0 })).toBe(
      'החשבון מוגבל ל-300 מתפללים, וכולם כבר רשומים',
    )
    expect(errorText('quota_exceeded', { max: 300, existing: 298, room: 2 })).toContain('עוד 2 בלבד')
  })

  it('a new field is checked by its rule: a title, optional, at most its length', () => {
    const schema = personInputSchemaOf(fieldsWithTitle)
    const base = { firstName: 'משה', lastName: 'כהן', phone: '0501234567' }
    expect(schema.parse({ ...base, title: ' הרב ' })).toMatchObject({ title: 'הרב' })
    expect(schema.parse(base)).not.toHaveProperty('title')
    const long = schema.safeParse({ ...base, title: 'א'.repeat(31) })
    expect(long.success).toBe(false)
    const issue = long.error!.issues[0]!
    const rowError = personRowErrorOf({ ...issue, path: [2, ...issue.path] }, fieldsWithTitle)
    expect(rowError).toMatchObject({ field: '2.title', code: 'too_long', params: { row: 3, max: 30 } })
  })

  it("names a bulk row's problem by code, in the words the schema has", () => {
    const parsed = personsBulkSchema.safeParse([
      { firstName: '', lastName: 'כהן', phone: '0501234567' },
      { firstName: 'משה', lastName: 'כהן', phone: '12', gender: 'x' },
    ])
    const errors = parsed.error!.issues.map((i) => personRowErrorOf(i, personFields))
    expect(errors.map((e) => [e?.field, e?.code, e?.message])).toEqual([
      ['0.firstName', 'required', 'שורה 1, שם פרטי: שדה חובה'],
      ['1.phone', 'phone_invalid', 'שורה 2, טלפון: מספר טלפון לא תקין'],
      ['1.gender', 'choice_invalid', 'שורה 2, מין: מין לא תקין'],
    ])
    expect(fieldErrorText({ field: 'phone', code: 'phone_invalid' })).toBe('מספר טלפון לא תקין')
  })
})
