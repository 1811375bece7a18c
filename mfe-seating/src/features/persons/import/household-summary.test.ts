import { describe, expect, it } from 'vitest'
import { householdsSummary, householdsSummaryText } from './household-summary'

const answer = (created: number[], joined: number[], kept = 0) => ({
  households: { created, joined, added: created.length + joined.length, kept },
})

describe("the import's households", () => {
  it('counts a household made by one chunk and joined by the next once, as made', () => {
    const summary = householdsSummary([answer([7, 8], [3]), answer([9], [7, 3, 4], 2), {}])
    expect(summary).toEqual({ created: 3, joined: 2, kept: 2 })
    expect(householdsSummaryText(summary)).toBe(
      'נוצרו 3 משפחות. נוספו בני משפחה ל-2 משפחות קיימות. 2 מתפללים כבר שייכים למשפחה אחרת ונשארו בה.',
    )
  })

  it('says one in the singular, and nothing for a file without families', () => {
    expect(householdsSummaryText({ created: 1, joined: 0, kept: 1 })).toBe(
      'נוצרה משפחה אחת. מתפלל אחד כבר שייך למשפחה אחרת ונשאר בה.',
    )
    expect(householdsSummaryText(householdsSummary([answer([], []), {}]))).toBeUndefined()
  })
})
