import { ApiError } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { checkPerson, serverErrors } from './person-form'

describe('person form checks', () => {
  it('requires every field and a valid phone, in Hebrew', () => {
    expect(checkPerson({ firstName: ' ', lastName: 'כהן', phone: '123' })).toEqual({
      ok: false,
      errors: { firstName: 'שדה חובה', phone: 'מספר טלפון לא תקין' },
    })
  })

  it('answers the input as it will be stored', () => {
    expect(checkPerson({ firstName: ' משה ', lastName: 'כהן', phone: '050-123-4567' })).toEqual({
      ok: true,
      input: { firstName: 'משה', lastName: 'כהן', phone: '0501234567' },
    })
  })

  it("puts the server's field errors under their fields", () => {
    const error = new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
      { field: 'phone', message: 'מספר טלפון לא תקין' },
    ])
    expect(serverErrors(error)).toEqual({ fields: { phone: 'מספר טלפון לא תקין' }, message: null })
    const conflict = new ApiError(409, 'conflict', 'כבר קיים מתפלל עם אותו שם ואותו מספר טלפון')
    expect(serverErrors(conflict)).toEqual({
      fields: {},
      message: 'כבר קיים מתפלל עם אותו שם ואותו מספר טלפון',
    })
  })
})
