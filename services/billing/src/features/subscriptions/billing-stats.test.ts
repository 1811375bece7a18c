import { describe, expect, it } from 'vitest'
import { recurringShares } from './billing-stats'

describe('recurring revenue of a charge', () => {
  it('a monthly charge is its month’s; a yearly one is shared by the twelve months it pays for', () => {
    expect(recurringShares('2026-11', 99, 1)).toEqual([{ month: '2026-11', amount: 99 }])
    const yearly = recurringShares('2026-03', 1200, 12)
    expect(yearly).toHaveLength(12)
    expect(yearly[0]).toEqual({ month: '2026-03', amount: 100 })
    // Across the year's turn.
    expect(yearly[11]).toEqual({ month: '2027-02', amount: 100 })
  })
})
