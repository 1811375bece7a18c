import { describe, expect, it } from 'vitest'
import { israelMidnight, paidThroughAfterCharge, paidThroughBeforeFirstCharge } from './paid-time'

describe('paid time', () => {
  it('starts Israel days at local midnight, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(israelMidnight('2026-12-10').toISOString()).toBe('2026-12-09T22:00:00.000Z')
    expect(israelMidnight('2026-07-10').toISOString()).toBe('2026-07-09T21:00:00.000Z')
  })

  it('a charge pays a month, through the end of the next charge day plus two grace days', () => {
    expect(paidThroughAfterCharge('2026-12-11').toISOString()).toBe('2027-01-13T22:00:00.000Z')
    // The 31st has no February twin: the month ends on its last day.
    expect(paidThroughAfterCharge('2027-01-31').toISOString()).toBe('2027-03-02T22:00:00.000Z')
  })

  it('a card given before its first charge keeps the account through that charge day plus the grace days', () => {
    expect(paidThroughBeforeFirstCharge('2026-12-11').toISOString()).toBe('2026-12-13T22:00:00.000Z')
  })
})
