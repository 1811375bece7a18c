import { describe, expect, it } from 'vitest'
import { apiErrorFromResponse } from './api-error'

const body = (error: string, status: number, more: Record<string, unknown> = {}) => ({
  ok: false,
  error,
  status,
  message: 'טקסט של השרת',
  ...more,
})

describe('the text of a failed call', () => {
  it('is chosen by its code, whatever the server wrote', () => {
    const e = apiErrorFromResponse(404, body('person_not_found', 404))
    expect(e.code).toBe('person_not_found')
    expect(e.message).toBe('המתפלל לא נמצא')
    expect(apiErrorFromResponse(409, body('map_version_conflict', 409)).message).toContain(
      'המפה שונתה בינתיים',
    )
  })

  it('names the figures the answer gives', () => {
    const e = apiErrorFromResponse(
      422,
      body('quota_exceeded', 422, { params: { max: 600, existing: 500, room: 100 } }),
    )
    expect(e.message).toBe('החשבון מוגבל ל-600 מתפללים. כבר רשומים 500, ואפשר להוסיף עוד 100 בלבד')
    expect(apiErrorFromResponse(422, body('quota_exceeded', 422)).message).toBe(
      'החשבון הגיע למספר המתפללים המרבי של המנוי',
    )
  })

  it('says how long to wait after too many tries, from the seconds the answer gives', () => {
    const wait = (seconds: number) =>
      apiErrorFromResponse(429, body('rate_limited', 429, { params: { seconds } })).message
    expect(wait(20)).toBe('יותר מדי ניסיונות. נסו שוב בעוד דקה')
    expect(wait(420)).toBe('יותר מדי ניסיונות. נסו שוב בעוד 7 דקות')
    expect(wait(3600)).toBe('יותר מדי ניסיונות. נסו שוב בעוד שעה')
    expect(wait(2 * 3600)).toBe('יותר מדי ניסיונות. נסו שוב בעוד שעתיים')
    // An answer without the figure (an older service) keeps the general words.
    expect(apiErrorFromResponse(429, body('rate_limited', 429)).message).toBe(
      'יותר מדי ניסיונות. נסו שוב בעוד מספר דקות',
    )
  })

  it("keeps the server's words for a form's fields and a card provider's reason", () => {
    const fields = [{ field: 'phone', message: 'מספר טלפון לא תקין' }]
    const invalid = apiErrorFromResponse(400, body('validation_failed', 400, { fields }))
    expect(invalid.message).toBe('טקסט של השרת')
    expect(invalid.fieldError('phone')).toBe('מספר טלפון לא תקין')
    expect(apiErrorFromResponse(422, body('payment_declined', 422)).message).toBe('טקסט של השרת')
  })

  it("words a coded field error by its code and figures, not by the server's words", () => {
    const fields = [
      { field: 'rowRange', code: 'map_rows', params: { rows: 12 }, message: 'טקסט של השרת' },
      { field: '1.phone', code: 'city_unknown', params: { row: 2 }, message: 'טקסט של השרת' },
    ]
    const invalid = apiErrorFromResponse(400, body('validation_failed', 400, { fields }))
    expect(invalid.fieldError('rowRange')).toBe('המפה בת 12 שורות')
    expect(invalid.fieldError('phone')).toBe('שורה 2, טלפון: עיר לא מוכרת')
    expect(invalid.fields[0]?.code).toBe('map_rows')
  })

  it('words an answer that is not ours by its status', () => {
    expect(apiErrorFromResponse(503, '<html>').message).toBe('השירות אינו זמין כרגע. נסו שוב בעוד רגע')
  })
})
