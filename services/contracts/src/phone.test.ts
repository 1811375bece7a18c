import { describe, expect, it } from 'vitest'
import { phoneSchema } from './phone'
import { isDemoPhone, isValidPhone, normalizePhone } from './phone-numbers'

describe('phones', () => {
  it('normalises to digits and turns +972 into a leading zero', () => {
    expect(normalizePhone('052-123 4567')).toBe('0521234567')
    expect(normalizePhone('+972 52 123 4567')).toBe('0521234567')
  })
  it('accepts mobiles and landlines, refuses the rest', () => {
    expect(isValidPhone('0521234567')).toBe(true)
    expect(isValidPhone('0761234567')).toBe(true)
    expect(isValidPhone('021234567')).toBe(true)
    expect(isValidPhone('052123456')).toBe(false)
    expect(isValidPhone('1234567890')).toBe(false)
  })
  it('keeps the demo rule: 10 digits starting 05 or 07', () => {
    expect(isDemoPhone('0541234567')).toBe(true)
    expect(isDemoPhone('021234567')).toBe(false)
  })
  it('parses through the schema with a Hebrew message', () => {
    expect(phoneSchema.parse('054-1234567')).toBe('0541234567')
    const r = phoneSchema.safeParse('12')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('מספר טלפון לא תקין')
  })
})
