import { describe, expect, it } from 'vitest'
import { guestPhoneError } from './guest-phone'

describe('guestPhoneError', () => {
  it('asks for a phone when it is empty, in the seed’s words', () => {
    expect(guestPhoneError('')).toBe('יש להזין מספר טלפון')
    expect(guestPhoneError('   ')).toBe('יש להזין מספר טלפון')
  })

  it('refuses a number that is not a phone, and accepts one however it is written', () => {
    expect(guestPhoneError('12345')).toBe('מספר טלפון לא תקין')
    expect(guestPhoneError('050-123-4567')).toBeNull()
  })
})
