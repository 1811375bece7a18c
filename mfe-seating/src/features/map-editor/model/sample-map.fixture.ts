import type { SeatMap } from '@seats/contracts'

/** A 3x4 map with aisles, a blocked cell, a shared seat, a person on two seats and one element. */
export const sampleMap = (overrides: Partial<SeatMap> = {}): SeatMap => ({
  id: 7,
  name: 'אולם ראשי',
  rows: 3,
  cols: 4,
  cells: [
    { row: 1, col: 3, kind: 'aisle', people: [] },
    { row: 2, col: 3, kind: 'aisle', people: [] },
    {
      row: 1,
      col: 1,
      kind: 'seat',
      people: [
        { id: 11, phone: '0501111111' },
        { id: 12, phone: '0502222222' },
      ],
    },
    { row: 2, col: 4, kind: 'seat', label: 'גבאי', people: [{ id: 11, phone: '0501111111' }] },
    { row: 3, col: 2, kind: 'blocked', people: [] },
  ],
  displays: [],
  areas: [],
  elements: [
    {
      id: 5,
      mapId: 7,
      name: 'בימה',
      kind: 'bimah',
      // Over the aisle cells: an element over seats would take them out of the map.
      row: 1,
      col: 3,
      rowSpan: 2,
      colSpan: 1,
      color: '#a1a1aa',
    },
  ],
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
  version: 4,
  ...overrides,
})
