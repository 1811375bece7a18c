import { describe, expect, it } from 'vitest'
import {
  isAway,
  isFree,
  namesShown,
  reportedPersons,
  seatStateOf,
  seatStatesOf,
  vacatedSeats,
} from './seat-state'

const reported = (...ids: number[]) => new Set(ids)

describe('seatStateOf on a regular date', () => {
  it('an empty seat is empty, whoever reported', () => {
    expect(seatStateOf([], reported(), false)).toBe('empty')
    expect(seatStateOf([], reported(1, 2), false)).toBe('empty')
  })
  it('a held seat is occupied until its holder reports', () => {
    expect(seatStateOf([1], reported(), false)).toBe('occupied')
    expect(seatStateOf([1], reported(2), false)).toBe('occupied')
    expect(seatStateOf([1], reported(1), false)).toBe('vacated')
  })
  it('a shared seat frees only when every person in it reported', () => {
    expect(seatStateOf([1, 2, 3], reported(1), false)).toBe('occupied')
    expect(seatStateOf([1, 2, 3], reported(1, 2), false)).toBe('occupied')
    expect(seatStateOf([1, 2, 3], reported(1, 2, 3), false)).toBe('vacated')
    expect(seatStateOf([1, 2, 3], reported(3, 2, 1, 9), false)).toBe('vacated')
  })
})

describe('seatStateOf on a reverse event (a report means "I am coming")', () => {
  it('an empty seat is empty', () => {
    expect(seatStateOf([], reported(1), true)).toBe('empty')
  })
  it('a held seat is free unless its holder reported', () => {
    expect(seatStateOf([1], reported(), true)).toBe('vacated')
    expect(seatStateOf([1], reported(2), true)).toBe('vacated')
    expect(seatStateOf([1], reported(1), true)).toBe('occupied')
  })
  it('a shared seat is taken as soon as one of its people reported', () => {
    expect(seatStateOf([1, 2], reported(), true)).toBe('vacated')
    expect(seatStateOf([1, 2], reported(2), true)).toBe('occupied')
    expect(seatStateOf([1, 2], reported(1, 2), true)).toBe('occupied')
  })
})

describe('a person on several seats and several maps', () => {
  // Person 7 holds a family's seats: two on the main map (one shared with 8), one in the women's section.
  const main: [number, number[]][] = [
    [1001, [7]],
    [1002, [7, 8]],
    [2001, [9]],
  ]
  const women: [number, number[]][] = [[1001, [7]]]

  it('one report frees every seat of the person on every map; a shared seat waits for its other holder', () => {
    const r = reportedPersons([{ personId: 7 }])
    expect(vacatedSeats(main, r, false)).toEqual([1001])
    expect(vacatedSeats(women, r, false)).toEqual([1001])
    const both = reportedPersons([{ personId: 7 }, { personId: 8 }])
    expect(vacatedSeats(main, both, false)).toEqual([1001, 1002])
  })

  it('on a reverse event one report takes every seat of the person on every map', () => {
    const r = reportedPersons([{ personId: 7 }])
    expect(seatStatesOf(main, r, true)).toEqual(
      new Map([
        [1001, 'occupied'],
        [1002, 'occupied'],
        [2001, 'vacated'],
      ]),
    )
    expect(seatStatesOf(women, r, true).get(1001)).toBe('occupied')
    expect(vacatedSeats(main, reported(), true)).toEqual([1001, 1002, 2001])
  })

  it('lists only held seats', () => {
    expect(seatStatesOf([[5, []] as [number, number[]], ...main], reported(9), false)).toEqual(
      new Map([
        [1001, 'occupied'],
        [1002, 'occupied'],
        [2001, 'vacated'],
      ]),
    )
  })
})

describe('helpers', () => {
  it('isFree: empty and vacated seats are free for guests', () => {
    expect(isFree('empty')).toBe(true)
    expect(isFree('vacated')).toBe(true)
    expect(isFree('occupied')).toBe(false)
  })
  it('reportedPersons: duplicates collapse', () => {
    expect([...reportedPersons([{ personId: 1 }, { personId: 1 }, { personId: 2 }])]).toEqual([1, 2])
  })
  it('isAway: reported on a regular date, silent on a reverse event', () => {
    expect(isAway(1, reported(1), false)).toBe(true)
    expect(isAway(1, reported(), false)).toBe(false)
    expect(isAway(1, reported(1), true)).toBe(false)
    expect(isAway(1, reported(), true)).toBe(true)
  })
  it('namesShown: everyone while the setting is off; without the travellers while it is on', () => {
    expect(namesShown([1, 2], reported(1), false, false)).toEqual([1, 2])
    expect(namesShown([1, 2], reported(1), false, true)).toEqual([2])
    expect(namesShown([1, 2], reported(1), true, true)).toEqual([1])
    expect(namesShown([1, 2], reported(1, 2), false, true)).toEqual([])
  })
})
