import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { vacatedSummary } from './vacated-summary'

const shabbat = (reported: number[], reverse = false) => ({
  reported: new Set(reported),
  reverse,
  name: 'שבת פרשת וישלח',
})

describe('the summary of freed seats a screen reader hears', () => {
  const state = stateFromMap(sampleMap())

  it('says how many seats were freed for the date and which, row by row', () => {
    // Row א seat 1 is shared by 11 and 12; row ב column 4 (seat 3, after the aisle) is 11's.
    expect(vacatedSummary(state, shabbat([11, 12]))).toBe(
      '2 מקומות התפנו לשבת פרשת וישלח: שורה א מושב 1; שורה ב מושב 3',
    )
    expect(vacatedSummary(state, shabbat([11]))).toBe('מקום אחד התפנה לשבת פרשת וישלח: שורה ב מושב 3')
  })

  it('lists several seats of a row by number', () => {
    const row = stateFromMap(
      sampleMap({
        cells: [4, 2, 1].map((col) => ({
          row: 1,
          col,
          kind: 'seat' as const,
          people: [{ id: 11, phone: '0501111111' }],
        })),
        elements: [],
      }),
    )
    expect(vacatedSummary(row, shabbat([11]))).toBe('3 מקומות התפנו לשבת פרשת וישלח: שורה א מושבים 1, 2, 4')
  })

  it('says so when nothing was freed, and names the date even before its name is known', () => {
    expect(vacatedSummary(state, shabbat([]))).toBe('אין מקומות שהתפנו לשבת פרשת וישלח')
    expect(vacatedSummary(state, { reported: new Set(), reverse: false, name: null })).toBe(
      'אין מקומות שהתפנו לתאריך הנבחר',
    )
  })
})
