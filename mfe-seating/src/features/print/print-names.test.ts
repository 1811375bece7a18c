import { describe, expect, it } from 'vitest'
import { fitName, lettersPerLine } from './print-names'

const avraham = { firstName: 'אברהם', lastName: 'פרידמן' }

describe('names on a printed seat', () => {
  it('prints a name that fits whole, on one line', () => {
    expect(fitName(avraham, 12, 2)).toEqual({ text: 'אברהם פרידמן', lines: 1 })
  })

  it('breaks a longer name over two lines before shortening it', () => {
    expect(fitName(avraham, 7, 2)).toEqual({ text: 'אברהם פרידמן', lines: 2 })
  })

  it('uses the first name’s initial where only one line is free', () => {
    expect(fitName(avraham, 9, 1)).toEqual({ text: 'א׳ פרידמן', lines: 1 })
  })

  it('uses the initial when even two lines are too few', () => {
    expect(fitName({ firstName: 'יהושע', lastName: 'בן ציון אלמליח' }, 6, 2)).toEqual({
      text: 'י׳ בן ציון אלמליח',
      lines: 1,
    })
  })

  it('prints one name whole, never as its initial', () => {
    expect(fitName({ firstName: 'שלמה', lastName: '' }, 3, 1)).toEqual({ text: 'שלמה', lines: 1 })
  })

  it('counts the letters an A4 seat holds from the layout', () => {
    expect(lettersPerLine({ cellWidth: 20, fontPt: 8 })).toBe(12)
    expect(lettersPerLine({ cellWidth: 14, fontPt: 8 })).toBe(8)
  })
})
