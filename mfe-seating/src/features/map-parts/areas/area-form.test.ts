import { numberSeatsOfMap, type Area } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { areaColorOf, areaColors, areaDetail, areaValuesOf, checkArea, draftRanges } from './area-form'

const men: Area = { id: 1, mapId: 3, name: 'עזרת גברים', rowRange: [1, 8], colRange: [1, 20] }
const map = { id: 3, rows: 12, cols: 20, areas: [men] }

describe('area form', () => {
  it('starts a new area on the rows behind the others, the whole map when none are left', () => {
    expect(areaValuesOf(undefined, { ...map, areas: [] })).toEqual({
      name: '',
      rowFrom: '1',
      rowTo: '12',
      colFrom: '1',
      colTo: '20',
    })
    expect(areaValuesOf(undefined, map)).toMatchObject({ rowFrom: '9', rowTo: '12' })
    const full = { ...map, areas: [{ ...men, rowRange: [1, 12] as [number, number] }] }
    expect(areaValuesOf(undefined, full)).toMatchObject({ rowFrom: '1', rowTo: '12' })
    expect(areaValuesOf(men, map)).toEqual({
      name: 'עזרת גברים',
      rowFrom: '1',
      rowTo: '8',
      colFrom: '1',
      colTo: '20',
    })
  })

  it('builds the area input of a valid form', () => {
    const values = { ...areaValuesOf(undefined, map), name: ' עזרת נשים ' }
    expect(checkArea(values, map)).toEqual({
      ok: true,
      input: { mapId: 3, name: 'עזרת נשים', rowRange: [9, 12], colRange: [1, 20] },
    })
  })

  it('refuses a taken name and an overlap in the service’s words, but not the area edited', () => {
    const values = { ...areaValuesOf(undefined, map), name: 'עזרת גברים', rowFrom: '8' }
    expect(checkArea(values, map)).toEqual({
      ok: false,
      errors: {
        name: 'כבר קיים במפה אזור בשם הזה',
        rowTo: 'האזור חופף לאזור "עזרת גברים"',
        colTo: 'האזור חופף לאזור "עזרת גברים"',
      },
    })
    expect(checkArea({ ...areaValuesOf(men, map), rowTo: '10' }, map, men)).toMatchObject({ ok: true })
  })

  it('keeps the ranges inside the map, in order, and requires a name of up to 40 characters', () => {
    const values = {
      name: 'א'.repeat(41),
      rowFrom: '10',
      rowTo: '9',
      colFrom: '',
      colTo: '21',
    }
    expect(checkArea(values, map)).toEqual({
      ok: false,
      errors: {
        name: 'עד 40 תווים',
        rowTo: 'הטווח מסתיים לפני שהוא מתחיל',
        colFrom: 'שדה חובה',
        colTo: 'במפה 20 עמודות',
      },
    })
    expect(checkArea({ ...areaValuesOf(undefined, map), name: '' }, map)).toEqual({
      ok: false,
      errors: { name: 'שדה חובה' },
    })
  })

  it('draws what the form names while its rows and columns can be drawn, even over another area', () => {
    const over = { ...areaValuesOf(undefined, map), name: 'עזרת גברים', rowFrom: '7' }
    expect(draftRanges(over, map)).toEqual({ rowRange: [7, 12], colRange: [1, 20] })
    expect(draftRanges({ ...over, rowTo: '6' }, map)).toBeNull()
    expect(draftRanges({ ...over, colTo: '' }, map)).toBeNull()
  })

  it('describes an area and gives each its own colour, a new one the next', () => {
    const numbering = numberSeatsOfMap({ rows: 12, cols: 20, cells: [], seatNumbering: 'row' })
    expect(areaDetail(men, numbering)).toBe('שורות א–ח · עמודות 1–20')
    expect(areaDetail({ rowRange: [9, 9], colRange: [4, 4] }, numbering)).toBe('שורה ט · עמודה 4')
    expect(areaColorOf(men, map)).toBe(areaColors[0])
    expect(areaColorOf({ id: -1 }, map)).toBe(areaColors[1])
  })
})
