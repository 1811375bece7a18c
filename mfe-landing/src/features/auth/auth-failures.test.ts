import { loginSchema, registerSchema } from '@seats/contracts'
import { ApiError, fieldErrorsFromIssues } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { loginFailure, registrationFailure } from './auth-failures'

describe('loginFailure', () => {
  it('wrong credentials: the seed-style Hebrew message, no field blamed', () => {
    const result = loginFailure(new ApiError(401, 'invalid_credentials', 'x'))
    expect(result).toEqual({ message: 'שם המשתמש או הסיסמה שגויים', fields: {} })
  })

  it('a 400 puts each server field error under its field', () => {
    const error = new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
      { field: 'username', message: 'שדה חובה' },
      { field: 'password', message: 'שדה חובה' },
    ])
    expect(loginFailure(error)).toEqual({
      message: 'חלק מהשדות אינם תקינים',
      fields: { username: 'שדה חובה', password: 'שדה חובה' },
    })
  })

  it('other failures keep their Hebrew message', () => {
    expect(loginFailure(new ApiError(0, 'network_error', 'לא ניתן להתחבר לשרת')).message).toBe(
      'לא ניתן להתחבר לשרת',
    )
    expect(loginFailure(new Error('boom')).message).toBe('אירעה שגיאה בלתי צפויה')
  })
})

describe('registrationFailure', () => {
  it('400: the server message and the field errors', () => {
    const error = new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
      { field: 'phone', message: 'מספר טלפון לא תקין' },
    ])
    expect(registrationFailure(error)).toEqual({
      toastTitle: 'חלק מהשדות אינם תקינים',
      fieldErrors: { phone: 'מספר טלפון לא תקין' },
    })
  })

  it("400 without a message: 'שגיאת הרשמה'", () => {
    expect(registrationFailure(new ApiError(400, 'validation_failed', '')).toastTitle).toBe('שגיאת הרשמה')
  })

  it('a taken email lands under the email field', () => {
    const result = registrationFailure(new ApiError(409, 'email_taken', 'כתובת האימייל כבר רשומה במערכת'))
    expect(result.fieldErrors.email).toBe('כתובת האימייל כבר רשומה במערכת')
  })

  it("too many tries: 'שגיאה בהרשמה' with the server's words on when to try again", () => {
    const error = new ApiError(429, 'rate_limited', 'יותר מדי ניסיונות. נסו שוב בעוד 7 דקות')
    expect(registrationFailure(error)).toEqual({
      toastTitle: 'שגיאה בהרשמה',
      toastDetail: 'יותר מדי ניסיונות. נסו שוב בעוד 7 דקות',
      fieldErrors: {},
    })
  })

  it("anything else: 'שגיאה בהרשמה' with 'אירעה שגיאה בעת הרשמה'", () => {
    expect(registrationFailure(new ApiError(503, 'upstream_unavailable', 'x'))).toEqual({
      toastTitle: 'שגיאה בהרשמה',
      toastDetail: 'אירעה שגיאה בעת הרשמה',
      fieldErrors: {},
    })
  })
})

describe('fieldErrorsFromIssues', () => {
  it('maps the contracts schemas to one Hebrew message per field', () => {
    const login = loginSchema.safeParse({ username: '', password: '' })
    expect(login.success).toBe(false)
    expect(fieldErrorsFromIssues(login.error!.issues)).toEqual({ username: 'שדה חובה', password: 'שדה חובה' })

    const registration = registerSchema.safeParse({
      email: 'not-an-email',
      password: 'short',
      contactName: ' ',
      phone: '123',
    })
    const errors = fieldErrorsFromIssues(registration.error!.issues)
    expect(errors).toMatchObject({
      email: 'כתובת אימייל אינה תקינה',
      password: 'הסיסמה חייבת להכיל לפחות 8 תווים',
      contactName: 'שדה חובה',
      phone: 'מספר טלפון לא תקין',
    })
  })
})
