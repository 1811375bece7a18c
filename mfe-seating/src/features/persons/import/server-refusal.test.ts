import { describe, expect, it } from 'vitest'
import { PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE, fieldErrorOf } from '@seats/contracts'
import { ApiError } from '@seats/sdk'
import { refusalReason } from './server-refusal'

describe("the server's reason for a refused chunk", () => {
  it('points at the file lines of rows refused for a phone a synagogue of a like name has', () => {
    const error = new ApiError(409, 'synagogue_name_confusable', 'x', [
      fieldErrorOf('1.phone', 'phone_in_confusable_synagogue', { row: 2 }),
    ])
    const reason = refusalReason(error, [10, 11, 12])
    expect(reason.message).toBe('השרת דחה את שורה 11 בקובץ.')
    expect([...reason.lines]).toEqual([[11, `טלפון: ${PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE}`]])
  })

  it('words coded rows by their code and figures, not by the text the server sent', () => {
    const error = new ApiError(400, 'validation_failed', 'שורות 1, 3 אינן תקינות. לא נשמר דבר', [
      { ...fieldErrorOf('0.firstName', 'too_long', { row: 1, max: 60 }), message: 'ignored' },
      fieldErrorOf('2.phone', 'phone_invalid', { row: 3 }),
      { field: '(body)', message: 'הרשימה אינה תקינה' },
    ])
    const reason = refusalReason(error, [5, 6, 7])
    expect(reason.message).toBe('השרת דחה את שורות 5, 7 בקובץ.')
    expect([...reason.lines]).toEqual([
      [5, 'שם פרטי: עד 60 תווים'],
      [7, 'טלפון: מספר טלפון לא תקין'],
    ])
  })
})
