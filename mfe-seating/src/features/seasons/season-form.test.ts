import { describe, expect, it } from 'vitest'
import { checkSeason } from './season-form'

const valid = {
  name: 'ימים נוראים תשפ״ח',
  sourceMapId: '3',
  dates: [
    { date: '2027-10-11', name: 'יום כיפור' },
    { date: '2027-10-02', name: 'ראש השנה א׳' },
  ],
  withSeating: false,
}

describe('the new season form', () => {
  it('sends the map as a number and the days in calendar order', () => {
    const result = checkSeason(valid)
    expect(result.ok && result.input).toEqual({
      name: 'ימים נוראים תשפ״ח',
      sourceMapId: 3,
      withSeating: false,
      dates: [
        { date: '2027-10-02', name: 'ראש השנה א׳' },
        { date: '2027-10-11', name: 'יום כיפור' },
      ],
    })
  })

  it('names an empty name, no map and no day in Hebrew', () => {
    const result = checkSeason({ ...valid, name: '', sourceMapId: '', dates: [] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toMatchObject({
      name: 'שדה חובה',
      sourceMapId: 'יש לבחור מפה',
      dates: 'יש לבחור לפחות תאריך אחד',
    })
  })
})
