import { describe, expect, it } from 'vitest'
import type { Season, SeasonSuggestion } from '@seats/contracts'
import { checkSeason, checkSeasonUpdate, offeredDays } from './season-form'

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

const coming: SeasonSuggestion = {
  name: 'ימים נוראים תשפ״ח',
  dates: [
    { date: '2027-10-02', name: 'ראש השנה א׳', hebrewDate: 'א׳ תשרי' },
    { date: '2027-10-11', name: 'יום כיפור', hebrewDate: 'י׳ תשרי' },
  ],
}
const seasonOn = (dates: Season['dates']): Season => ({
  id: 1,
  name: 'עונה',
  mapId: 2,
  sourceMapId: 3,
  dates,
  createdAt: '2026-11-29T10:00:00.000Z',
})

describe("an existing season's form", () => {
  it('sends only the name and the days, and says what is missing in Hebrew', () => {
    const result = checkSeasonUpdate(valid)
    expect(result.ok && result.input).toEqual({
      name: 'ימים נוראים תשפ״ח',
      dates: [
        { date: '2027-10-02', name: 'ראש השנה א׳' },
        { date: '2027-10-11', name: 'יום כיפור' },
      ],
    })
    const empty = checkSeasonUpdate({ ...valid, name: ' ', dates: [] })
    expect(!empty.ok && empty.errors).toMatchObject({ name: 'שדה חובה', dates: 'יש לבחור לפחות תאריך אחד' })
  })

  it('offers its own days, with the coming holidays beside them only when they are the same holidays', () => {
    const sukkot = seasonOn([{ date: '2026-09-26', name: 'סוכות' }])
    expect(offeredDays(coming, sukkot).map((d) => d.date)).toEqual(['2026-09-26'])
    const kippur = seasonOn([
      { date: '2027-10-11', name: 'יום כיפור' },
      { date: '2027-10-10', name: 'כל נדרי' },
    ])
    expect(offeredDays(coming, kippur).map((d) => [d.date, d.hebrewDate])).toEqual([
      ['2027-10-02', 'א׳ תשרי'],
      ['2027-10-10', undefined],
      ['2027-10-11', 'י׳ תשרי'],
    ])
    expect(offeredDays(coming)).toEqual(coming.dates)
    expect(offeredDays(null)).toEqual([])
  })
})
