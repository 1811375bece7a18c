import type { SeatMap } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { dateGuestRows, freeSeatsOf } from './free-seats'
import { sampleGuest } from '@seats/contracts/testing'

const holder = (id: number) => ({ id, phone: '0501234567' })

const map: SeatMap = {
  id: 1,
  name: 'אולם ראשי',
  rows: 3,
  cols: 6,
  version: 1,
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
  displays: [],
  areas: [],
  elements: [
    {
      id: 9,
      mapId: 1,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 5,
      rowSpan: 1,
      colSpan: 2,
      color: '#b45309',
    },
  ],
  cells: [
    { row: 1, col: 3, kind: 'aisle', people: [] },
    // Row א: seats 1, 2 and (after the aisle) 4 are numbered 1, 2, 3; columns 5-6 are under the ark.
    { row: 1, col: 4, kind: 'seat', people: [holder(10)] },
    { row: 1, col: 1, kind: 'seat', people: [holder(11), holder(12)] },
    { row: 1, col: 6, kind: 'seat', people: [holder(13)] },
    { row: 3, col: 2, kind: 'seat', people: [holder(14)] },
  ],
}

describe('the seats free for guests on a date', () => {
  it('are the seats whose holders all reported, named as a guest is told, row by row', () => {
    const free = freeSeatsOf(map, new Set([10, 14, 11, 13]), false)
    expect(free.map((s) => [s.name, s.holders])).toEqual([
      ['שורה א, מושב 3', [10]],
      ['שורה ג, מושב 2', [14]],
    ])
  })

  it('keep a shared seat taken until everyone on it reported; a seat under the ark is never free', () => {
    expect(freeSeatsOf(map, new Set([11]), false).map((s) => s.name)).toEqual([])
    expect(freeSeatsOf(map, new Set([11, 12]), false).map((s) => s.name)).toEqual(['שורה א, מושב 1'])
  })

  it('on a reverse event are the seats of everyone who did not say they come', () => {
    expect(freeSeatsOf(map, new Set([10, 11]), true).map((s) => s.name)).toEqual(['שורה ג, מושב 2'])
  })
})

describe('the date’s guests on the Friday list', () => {
  it('lists each guest with his map, and marks one whose seat’s worshipper is coming after all', () => {
    const onFreed = sampleGuest({ id: 1, mapId: 1, row: 1, col: 4, name: 'אהרן' })
    const onHeld = sampleGuest({ id: 2, mapId: 1, row: 3, col: 2, name: 'שמעון' })
    const elsewhere = sampleGuest({ id: 3, mapId: 99, name: 'לוי' })
    const rows = dateGuestRows([map], [onHeld, onFreed, elsewhere], new Set([10]), false)
    expect(rows.map((r) => [r.guest.name, r.mapName, r.conflict])).toEqual([
      ['שמעון', 'אולם ראשי', true],
      ['אהרן', 'אולם ראשי', false],
    ])
  })
})
