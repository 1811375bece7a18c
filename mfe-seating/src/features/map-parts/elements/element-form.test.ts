import { hebrewRowLabel } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { checkElement, placeText, valuesOf } from './element-form'

const map = { id: 7, rows: 10, cols: 20 }

describe('element form', () => {
  it('builds the element input of a valid form', () => {
    const result = checkElement(
      { ...valuesOf(), name: ' ארון הקודש ', row: '1', col: '9', rowSpan: '1', colSpan: '3' },
      map,
    )
    expect(result).toEqual({
      ok: true,
      input: {
        mapId: 7,
        name: 'ארון הקודש',
        kind: 'ark',
        row: 1,
        col: 9,
        rowSpan: 1,
        colSpan: 3,
        color: '#b45309',
      },
    })
  })

  it('keeps the rectangle inside the map and says why in Hebrew', () => {
    const result = checkElement(
      { ...valuesOf(), name: 'בימה', row: '9', col: '25', rowSpan: '3', colSpan: '1' },
      map,
    )
    expect(result).toEqual({
      ok: false,
      errors: { col: 'במפה 20 עמודות', rowSpan: 'האלמנט יוצא מהמפה: במפה 10 שורות' },
    })
  })

  it('requires a name and a valid colour', () => {
    const result = checkElement({ ...valuesOf(), name: '', color: 'red' }, map)
    expect(result).toEqual({ ok: false, errors: { name: 'שדה חובה', color: 'צבע לא תקין' } })
  })

  it('describes where an element is', () => {
    expect(placeText({ row: 2, col: 4, rowSpan: 2, colSpan: 1 }, hebrewRowLabel)).toBe('שורות ב–ג, עמודה 4')
  })
})
