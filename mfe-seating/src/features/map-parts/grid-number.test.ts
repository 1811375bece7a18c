import { describe, expect, it } from 'vitest'
import { checkGridNumber, rowsText } from './grid-number'

describe('checkGridNumber', () => {
  const max = { value: 12, text: rowsText(12) }
  it('accepts whole numbers inside the map', () => {
    expect(checkGridNumber(' 3 ', max)).toEqual({ ok: true, value: 3 })
    expect(checkGridNumber('12', max)).toEqual({ ok: true, value: 12 })
  })
  it('explains in Hebrew what is wrong', () => {
    expect(checkGridNumber('', max)).toEqual({ ok: false, message: 'שדה חובה' })
    expect(checkGridNumber('2.5', max)).toEqual({ ok: false, message: 'יש להזין מספר שלם' })
    expect(checkGridNumber('0', max)).toEqual({ ok: false, message: 'המספר הקטן ביותר הוא 1' })
    expect(checkGridNumber('13', max)).toEqual({ ok: false, message: 'במפה 12 שורות' })
  })
})
