import { describe, expect, it } from 'vitest'
import {
  errorBodySchema,
  fieldErrorCodes,
  fieldErrorMessages,
  fieldErrorOf,
  fieldErrorText,
  fieldLabel,
  inListRow,
  listRowsInvalidMessage,
} from './errors'
import { guestMapMailInputSchema } from './guest-map-mail'
import { guestInputSchema } from './guests'
import { householdInputSchema } from './households'
import { reminderSettingInputSchema } from './reminders'
import { seasonPaymentInputSchema } from './season-payments'
import { seasonRequestInputSchema } from './season-requests'
import { seasonInputSchema, seasonUpdateSchema } from './seasons'

const HEBREW = /[\u05d0-\u05ea]/

/** Every param a text could name, so a text that reads one it was not given shows `undefined`. */
const anyParams = new Proxy({} as Record<string, string>, { get: (_, key) => `<${String(key)}>` })

describe('field error catalogue', () => {
  it('has a Hebrew text for every field code', () => {
    for (const code of fieldErrorCodes) {
      const worded = fieldErrorMessages[code]
      const text = typeof worded === 'string' ? worded : worded(anyParams)
      expect(text, code).toMatch(HEBREW)
      expect(text, code).not.toContain('undefined')
    }
  })

  it('words a field error from its code and params', () => {
    expect(fieldErrorOf('rowRange', 'map_rows', { rows: 12 })).toEqual({
      field: 'rowRange',
      code: 'map_rows',
      params: { rows: 12 },
      message: 'המפה בת 12 שורות',
    })
    expect(fieldErrorOf('city', 'city_unknown')).toEqual({
      field: 'city',
      code: 'city_unknown',
      message: 'עיר לא מוכרת',
    })
  })

  it("names a list's row and the field before the text", () => {
    const error = fieldErrorOf('1.phone', 'phone_in_confusable_synagogue', { row: 2 })
    expect(error.message).toBe(`שורה 2, טלפון: ${fieldErrorMessages.phone_in_confusable_synagogue as string}`)
    expect(
      fieldErrorText({ field: '1.phone', code: 'phone_in_confusable_synagogue', params: { row: 2 } }),
    ).toBe(error.message)
    expect(inListRow(3, '', 'שדה חובה')).toBe('שורה 3: שדה חובה')
  })

  it("words a list's refusal by its rows", () => {
    expect(listRowsInvalidMessage([2], 'x')).toBe('שורה 2 אינן תקינות. לא נשמר דבר')
    expect(listRowsInvalidMessage([1, 2, 3, 4, 5, 6, 7], 'x')).toBe(
      'שורות 1, 2, 3, 4, 5 ועוד 2 אינן תקינות. לא נשמר דבר',
    )
    expect(listRowsInvalidMessage([], 'שדה חובה')).toBe('הרשימה אינה תקינה: שדה חובה')
  })

  it('keeps the error shape: fields with or without a code', () => {
    const body = {
      ok: false,
      error: 'validation_failed',
      status: 400,
      message: 'חלק מהשדות אינם תקינים: שם',
      fields: [
        { field: 'name', message: 'שדה חובה' },
        fieldErrorOf('date', 'report_date_is_event_date', { date: '2026-12-05' }),
      ],
    }
    expect(errorBodySchema.parse(body)).toEqual(body)
    expect(
      errorBodySchema.safeParse({ ...body, fields: [{ field: 'x', message: 'y', code: 'no_such_code' }] })
        .success,
    ).toBe(false)
  })
})

describe('the fields the forms send', () => {
  it('each has a Hebrew name for the refusal that lists them', () => {
    const forms = {
      reminderSettingInputSchema,
      guestInputSchema,
      guestMapMailInputSchema,
      seasonInputSchema,
      seasonUpdateSchema,
      householdInputSchema,
      seasonRequestInputSchema,
      seasonPaymentInputSchema,
    }
    const unnamed = Object.entries(forms).flatMap(([form, schema]) =>
      Object.keys(schema.shape)
        .filter((field) => !HEBREW.test(fieldLabel(field)))
        .map((field) => `${form}.${field}`),
    )
    expect(unnamed).toEqual([])
  })
})
