import { ApiError } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { outcomeUnknown } from './charge-attempt'

describe('outcomeUnknown', () => {
  it('keeps the attempt when the charge may have gone through', () => {
    expect(outcomeUnknown(new ApiError(0, 'network_error', 'x'))).toBe(true)
    expect(outcomeUnknown(new ApiError(504, 'upstream_timeout', 'x'))).toBe(true)
    expect(outcomeUnknown(new ApiError(409, 'payment_pending', 'x'))).toBe(true)
    // This attempt's answer is late: sending it again must find it, not charge anew.
    expect(outcomeUnknown(new ApiError(409, 'payment_confirming', 'x'))).toBe(true)
    // Charged, the account not yet extended: the same key again finds that charge.
    expect(outcomeUnknown(new ApiError(409, 'payment_credit_late', 'x'))).toBe(true)
    expect(outcomeUnknown(new ApiError(200, 'bad_response', 'x'))).toBe(true)
  })

  it('settles the attempt on an answer', () => {
    expect(outcomeUnknown(new ApiError(422, 'payment_declined', 'x'))).toBe(false)
    expect(outcomeUnknown(new ApiError(400, 'validation_failed', 'x'))).toBe(false)
    expect(outcomeUnknown(new ApiError(429, 'rate_limited', 'x'))).toBe(false)
  })
})
