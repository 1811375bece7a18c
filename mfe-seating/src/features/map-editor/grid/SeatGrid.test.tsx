// @vitest-environment jsdom
import type { SeatMap, SeatNumberingScheme } from '@seats/contracts'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { createPersonDirectory } from '../model/person-directory'
import { sampleMap } from '../model/sample-map.fixture'
import { SeatGrid } from './SeatGrid'

afterEach(cleanup)

/** 2 rows × 5 columns, an aisle down column 2, the ark over column 4 of row 1. */
const hall = (seatNumbering: SeatNumberingScheme): SeatMap =>
  sampleMap({
    rows: 2,
    cols: 5,
    seatNumbering,
    cells: [
      { row: 1, col: 2, kind: 'aisle', people: [] },
      { row: 2, col: 2, kind: 'aisle', people: [] },
    ],
    elements: [
      { id: 1, mapId: 1, name: 'ארון', kind: 'ark', row: 1, col: 4, rowSpan: 1, colSpan: 1, color: '#000' },
    ],
  })

/** The numbers over the columns, from column 1 (the right-hand end). */
function headers(map: SeatMap) {
  const { container } = render(
    <SeatGrid state={stateFromMap(map)} directory={createPersonDirectory([])} detail={null} />,
  )
  return [...container.querySelectorAll('.me-header--col')].map((h) => h.textContent)
}

describe('the numbers over the columns', () => {
  it('are the seats’ own numbers by column: none over the aisle, the next column’s seat number after it', () => {
    expect(headers(hall('column-right'))).toEqual(['1', '', '2', '3', '4'])
    expect(headers(hall('column-left'))).toEqual(['4', '', '3', '2', '1'])
  })

  it('per row, only over columns whose seats share one number in every row', () => {
    // Row 1: 1 _ 2 ark 3; row 2: 1 _ 2 3 4.
    expect(headers(hall('row'))).toEqual(['1', '', '2', '3', ''])
  })
})

describe("a seat marked 'מקום נגיש'", () => {
  it('shows the accessibility mark on that seat only', () => {
    const map = hall('row')
    const { container } = render(
      <SeatGrid
        state={stateFromMap({
          ...map,
          cells: [...map.cells, { row: 2, col: 3, kind: 'seat', accessible: true, people: [] }],
        })}
        directory={createPersonDirectory([])}
        detail={{ r0: 1, r1: 2, c0: 1, c1: 5 }}
      />,
    )
    const marked = [...container.querySelectorAll('.me-cell__accessible')].map(
      (m) => m.closest('.me-cell')?.id,
    )
    expect(marked).toEqual(['me-cell-2-3'])
  })
})
