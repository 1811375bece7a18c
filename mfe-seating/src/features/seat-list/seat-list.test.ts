import type { Display, Person, SeatMap } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { stateFromMap, createPersonDirectory } from '../map-editor'
import { hallOfMap } from '../seat-state'
import { filterSeatList, hallOfEditor, matchingPersons, sectionsOf, seatListOf } from './seat-list'

const holder = (id: number) => ({ id, phone: '0501234567' })

const display = (over: Partial<Display>): Display => ({
  id: 1,
  mapId: 1,
  name: 'תצוגה ראשית',
  size: 'A4',
  orientation: 'landscape',
  colRange: null,
  rowRange: null,
  position: 0,
  ...over,
})

/**
 * Four rows of five: row 2 is an aisle across the hall (no letter), column 3 an aisle in row 1, the ark
 * over row 4's columns 4-5.
 */
const map: SeatMap = {
  id: 1,
  name: 'אולם ראשי',
  rows: 4,
  cols: 5,
  version: 3,
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
      row: 4,
      col: 4,
      rowSpan: 1,
      colSpan: 2,
      color: '#b45309',
    },
  ],
  cells: [
    { row: 1, col: 3, kind: 'aisle', people: [] },
    ...[1, 2, 3, 4, 5].map((col) => ({ row: 2, col, kind: 'aisle' as const, people: [] })),
    { row: 1, col: 1, kind: 'seat', people: [holder(11), holder(12)] },
    { row: 1, col: 4, kind: 'seat', people: [holder(13)] },
    { row: 3, col: 5, kind: 'seat', people: [holder(14)] },
    // Under the ark: no seat, whoever the document still lists there.
    { row: 4, col: 5, kind: 'seat', people: [holder(15)] },
  ],
}

const persons: Person[] = [
  [11, 'אברהם', 'כהן', '0521111111'],
  [12, 'שרה', 'כהן', '0522222222'],
  [13, 'יצחק', 'לוי', '0523333333'],
  [14, 'רבקה', 'פרידמן', '0524444444'],
  [15, 'יעקב', 'מזרחי', '0525555555'],
].map(([id, firstName, lastName, phone]) => ({
  id: id as number,
  firstName: firstName as string,
  lastName: lastName as string,
  phone: phone as string,
  seats: [],
}))

const hallName = () => map.name
const names = (rows: readonly { rowLabel: string; number: number }[]) =>
  rows.map((r) => `${r.rowLabel} ${r.number}`)

describe('the seat list', () => {
  it('holds every seat, empty ones too, row by row and seat by seat; aisles and the ark’s cells are no seats', () => {
    const rows = seatListOf(hallOfMap(map), hallName, new Set(), false)
    expect(names(rows)).toEqual([
      'א 1',
      'א 2',
      'א 3',
      'א 4',
      'ב 1',
      'ב 2',
      'ב 3',
      'ב 4',
      'ב 5',
      'ג 1',
      'ג 2',
      'ג 3',
    ])
    // Row 1's column 4 is its third seat (after the aisle); row 3 of the grid is row ב.
    expect(rows.find((r) => r.row === 1 && r.col === 4)).toMatchObject({
      rowLabel: 'א',
      number: 3,
      holders: [13],
    })
    expect(rows.find((r) => r.row === 3 && r.col === 5)).toMatchObject({
      rowLabel: 'ב',
      number: 5,
      key: 3005,
    })
    expect(rows.some((r) => r.holders.includes(15))).toBe(false)
    expect(rows.find((r) => r.row === 1 && r.col === 2)?.state).toBe('empty')
  })

  it('says what each seat is on the date: vacated once all its holders reported, taken until then', () => {
    const state = (reported: number[], reverse = false) =>
      Object.fromEntries(
        seatListOf(hallOfMap(map), hallName, new Set(reported), reverse)
          .filter((r) => r.holders.length > 0)
          .map((r) => [`${r.rowLabel} ${r.number}`, r.state]),
      )
    expect(state([11, 13])).toEqual({ 'א 1': 'occupied', 'א 3': 'vacated', 'ב 5': 'occupied' })
    expect(state([11, 12])).toMatchObject({ 'א 1': 'vacated' })
    // A reverse event: a report means "I am coming".
    expect(state([11], true)).toEqual({ 'א 1': 'occupied', 'א 3': 'vacated', 'ב 5': 'vacated' })
  })

  it('reads the editor’s map the same way as the map document', () => {
    const fromDocument = seatListOf(hallOfMap(map), hallName, new Set([14]), false)
    const fromEditor = seatListOf(hallOfEditor(stateFromMap(map)), hallName, new Set([14]), false)
    expect(fromEditor).toEqual(fromDocument)
  })
})

describe('the part of the hall a seat is in', () => {
  const hall = { name: map.name, rows: 20, cols: 30 }

  it('is the smallest display covering it; a display of the whole hall names nothing, the map does', () => {
    const sectionOf = sectionsOf(
      [
        display({ id: 1, name: 'תצוגה ראשית', position: 0 }),
        display({ id: 2, name: 'קומת קרקע', rowRange: [1, 12], position: 1 }),
        display({ id: 3, name: 'שורות קדמיות', rowRange: [1, 3], position: 2 }),
        display({ id: 4, name: 'צד שמאל', colRange: [16, 30], rowRange: [13, 20], position: 3 }),
      ],
      hall,
    )
    expect(sectionOf(2, 5)).toBe('שורות קדמיות')
    expect(sectionOf(4, 5)).toBe('קומת קרקע')
    expect(sectionOf(15, 20)).toBe('צד שמאל')
    expect(sectionOf(15, 2)).toBe('אולם ראשי')
  })

  it('on a tie is the display that comes first', () => {
    const sectionOf = sectionsOf(
      [
        display({ name: 'ב', colRange: [1, 15], position: 1 }),
        display({ name: 'א', colRange: [16, 30], rowRange: null, position: 0 }),
        display({ name: 'ג', colRange: [1, 15], position: 2 }),
      ],
      hall,
    )
    expect(sectionOf(1, 1)).toBe('ב')
    expect(sectionOf(1, 30)).toBe('א')
  })

  it('is the map when it has no displays', () => {
    expect(sectionsOf([], hall)(1, 1)).toBe('אולם ראשי')
  })
})

describe('filtering the seat list', () => {
  const rows = seatListOf(hallOfMap(map), hallName, new Set([13]), false)
  const directory = createPersonDirectory(persons)

  it('keeps everything when nothing is asked (the same list, not a copy)', () => {
    expect(filterSeatList(rows, { onlyFree: false, matching: matchingPersons(directory, '  ') })).toBe(rows)
  })

  it('"only free" keeps the empty seats and the vacated ones', () => {
    const free = filterSeatList(rows, { onlyFree: true, matching: null })
    expect(free.every((r) => r.state !== 'occupied')).toBe(true)
    expect(names(free)).toEqual(['א 2', 'א 3', 'א 4', 'ב 1', 'ב 2', 'ב 3', 'ב 4', 'ג 1', 'ג 2', 'ג 3'])
  })

  it('a search finds the seats of the worshippers whose name (or phone) has every word', () => {
    const find = (query: string, onlyFree = false) =>
      names(filterSeatList(rows, { onlyFree, matching: matchingPersons(directory, query) }))
    expect(find('כהן')).toEqual(['א 1'])
    expect(find('רבקה')).toEqual(['ב 5'])
    expect(find('לוי יצחק')).toEqual(['א 3'])
    expect(find('052-4444444')).toEqual(['ב 5'])
    expect(find('כהן', true)).toEqual([])
    expect(find('יצחק', true)).toEqual(['א 3'])
    // Someone who holds no seat on this map finds nothing.
    expect(find('מזרחי')).toEqual([])
  })
})
