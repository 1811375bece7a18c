import { describe, expect, it } from 'vitest'
import { checkPerson } from './person-form'

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
})
