import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { fieldErrorsFromIssues, serverFieldErrors } from './form-errors'

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message per top field, and only the listed fields when given', () => {
    const issues = [
      { path: ['phone'], message: 'מספר טלפון לא תקין' },
      { path: ['phone'], message: 'שדה חובה' },
      { path: ['cells', 0, 'row'], message: 'שורה לא תקינה' },
      { path: [], message: 'כללי' },
    ]
    expect(fieldErrorsFromIssues(issues)).toEqual({ phone: 'מספר טלפון לא תקין', cells: 'שורה לא תקינה' })
    expect(fieldErrorsFromIssues(issues, ['phone'] as const)).toEqual({ phone: 'מספר טלפון לא תקין' })
  })

  it("words zod's English defaults in Hebrew, and moves a body field onto the form field that edits it", () => {
    const issues = [
      { path: ['subject'], message: 'Too big: expected string to have <=200 characters' },
      { path: ['subscriptionEndsAt'], message: 'תאריך לא תקין' },
    ]
    expect(
      fieldErrorsFromIssues(issues, ['subject', 'endDate'] as const, { subscriptionEndsAt: 'endDate' }),
    ).toEqual({ subject: 'ערך לא תקין', endDate: 'תאריך לא תקין' })
  })
})

describe('serverFieldErrors', () => {
  const error = new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [
    { field: 'items.0.phone', message: 'מספר טלפון לא תקין' },
    { field: 'name', message: 'שדה חובה' },
  ])

  it('names the listed fields, nested paths counting for their last part', () => {
    expect(serverFieldErrors(error, ['phone', 'email'] as const)).toEqual({
      fields: { phone: 'מספר טלפון לא תקין' },
      message: null,
    })
  })

  it("puts the server's field errors under the form's fields, a renamed body field under its form field", () => {
    const named = (field: string) =>
      serverFieldErrors(
        new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [{ field, message: 'לא תקין' }]),
        ['endDate', 'email'] as const,
        { subscriptionEndsAt: 'endDate' },
      ).fields
    expect(named('subscriptionEndsAt')).toEqual({ endDate: 'לא תקין' })
    expect(named('email')).toEqual({ email: 'לא תקין' })
    expect(named('somethingElse')).toEqual({})
  })

  it('without a list, groups by the top field', () => {
    expect(serverFieldErrors(error).fields).toEqual({ items: 'מספר טלפון לא תקין', name: 'שדה חובה' })
  })

  it('gives the whole-form message when no field was named, and nothing for other errors', () => {
    const declined = new ApiError(422, 'payment_declined', 'כרטיס האשראי לא אושר')
    expect(serverFieldErrors(declined, ['cvv'] as const)).toEqual({
      fields: {},
      message: 'כרטיס האשראי לא אושר',
    })
    expect(serverFieldErrors(new Error('boom'))).toEqual({ fields: {}, message: null })
  })
})
