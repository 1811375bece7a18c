import { describe, expect, it } from 'vitest'
import { smsProviderFor, type SmsProvider } from '.'

const named = (name: string): SmsProvider => ({ name, send: () => Promise.resolve(true) })
const sms = { provider: named('yemot'), local: named('local') }

describe('smsProviderFor', () => {
  it('texts a real phone for a warden, and only through the local provider for demo and guest accounts', () => {
    expect(smsProviderFor(sms, { isGuest: false, isDemoGuest: false }).name).toBe('yemot')
    expect(smsProviderFor(sms, { isGuest: true, isDemoGuest: false }).name).toBe('local')
    expect(smsProviderFor(sms, { isGuest: false, isDemoGuest: true }).name).toBe('local')
  })
})
