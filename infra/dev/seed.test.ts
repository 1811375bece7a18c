import { describe, expect, it } from 'vitest'
import { SAMPLE_OUTCOME_COUNTS } from './billing-year'
import { describeSampleYear, describeSeasonDemo } from './seed'

describe('describeSampleYear', () => {
  it('says in one line what the start seeded, or that it was there', () => {
    expect(describeSampleYear({ seeded: true, counts: SAMPLE_OUTCOME_COUNTS, payments: 94 })).toBe(
      'sample billing year seeded: 40 synagogues (4 in their trial, 9 never paid, 14 paying monthly, ' +
        '4 paying yearly, 5 cancelled, 4 lapsed after a declined renewal), 94 payments',
    )
    expect(describeSampleYear({ seeded: false, accounts: 40 })).toBe(
      'sample billing year already there (40 synagogues)',
    )
  })
})

describe('describeSeasonDemo', () => {
  it('says in one line how large the season demo is', () => {
    expect(
      describeSeasonDemo({
        mapId: 1,
        seasonIds: [2, 3],
        households: 400,
        persons: 1008,
        seats: 1200,
        requests: 320,
      }),
    ).toBe(
      "season demo: 400 households, 1008 worshippers, 1200 seats, 320 answers to this year's High Holiday requests",
    )
  })
})
