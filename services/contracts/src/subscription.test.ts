import { describe, expect, it } from 'vitest'
import { subscriptionStatus, canWrite } from './subscription'

const created = '2026-01-01T00:00:00.000Z'
const trial = (endsAt: string | null) => ({
  isDemoGuest: false,
  subscriptionType: 'ניסיון',
  subscriptionEndsAt: endsAt,
  createdAt: created,
})

describe('subscriptionStatus', () => {
  it('is unrestricted without a user and for demo guests', () => {
    expect(subscriptionStatus(null)).toBe(-1)
    expect(subscriptionStatus({ ...trial(null), isDemoGuest: true }, new Date('2030-01-01'))).toBe(-1)
  })
  it('is unrestricted during the first 20 days of a trial', () => {
    expect(subscriptionStatus(trial('2026-01-21T00:00:00Z'), new Date('2026-01-15T00:00:00Z'))).toBe(-1)
  })
  it('warns after 20 days while the trial end date has not passed (admin extended it)', () => {
    expect(subscriptionStatus(trial('2026-02-10T00:00:00Z'), new Date('2026-01-25T00:00:00Z'))).toBe(0)
  })
  it('is expired when the trial is over and its end date passed', () => {
    expect(subscriptionStatus(trial('2026-01-21T00:00:00Z'), new Date('2026-01-25T00:00:00Z'))).toBe(1)
    expect(canWrite(1)).toBe(false)
  })
  it('is unrestricted for a paid plan before its end and expired after it', () => {
    const paid = { ...trial('2026-03-01T00:00:00Z'), subscriptionType: 'חודשי' }
    expect(subscriptionStatus(paid, new Date('2026-02-01T00:00:00Z'))).toBe(-1)
    expect(subscriptionStatus(paid, new Date('2026-03-02T00:00:00Z'))).toBe(2)
    expect(canWrite(2)).toBe(false)
  })
})
