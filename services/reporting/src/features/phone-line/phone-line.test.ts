import { describe, expect, it } from 'vitest'
import { isPhoneLineNumber, phoneLineOf } from './phone-line'

describe('phoneLineOf', () => {
  it('writes each kind of Israeli number the way people dial it', () => {
    expect(phoneLineOf('035550100')).toEqual({ phoneNumber: '035550100', display: '03-555-0100' })
    expect(phoneLineOf('03-555-0100')).toEqual({ phoneNumber: '035550100', display: '03-555-0100' })
    expect(phoneLineOf('+972 77 123 4567')).toEqual({ phoneNumber: '0771234567', display: '077-123-4567' })
    expect(phoneLineOf('1800123456')).toEqual({ phoneNumber: '1800123456', display: '1-800-123-456' })
    expect(phoneLineOf('*2580')).toEqual({ phoneNumber: '*2580', display: '*2580' })
  })

  it('shows an unusual number as its digits', () => {
    expect(phoneLineOf('12345')).toEqual({ phoneNumber: '12345', display: '12345' })
  })
})

describe('isPhoneLineNumber', () => {
  it('accepts phone numbers and star numbers, not words', () => {
    expect(isPhoneLineNumber('03-555-0100')).toBe(true)
    expect(isPhoneLineNumber('*2580')).toBe(true)
    expect(isPhoneLineNumber('call us')).toBe(false)
    expect(isPhoneLineNumber('12')).toBe(false)
  })
})
