import { describe, expect, it } from 'vitest'
import { firstChargeDate } from './billing'

describe('firstChargeDate', () => {
  it('is the day after the subscription end', () => {
    expect(firstChargeDate('2026-12-10T12:00:00Z', '2026-11-21')).toBe('2026-12-11')
  })
  it('is never before 2025-05-01', () => {
    expect(firstChargeDate('2025-01-10T00:00:00Z', '2025-01-05')).toBe('2025-05-01')
  })
  it('is never in the past', () => {
    expect(firstChargeDate('2026-01-01T00:00:00Z', '2026-11-21')).toBe('2026-11-21')
  })
})
