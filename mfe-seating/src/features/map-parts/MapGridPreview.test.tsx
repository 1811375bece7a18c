// @vitest-environment jsdom
import { numberSeatsOfMap, type SeatNumberingScheme } from '@seats/contracts'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MapGridPreview } from './MapGridPreview'

afterEach(cleanup)

/** The numbers over the columns of a 2 × 5 hall with an aisle down column 2, right to left. */
function ruler(seatNumbering: SeatNumberingScheme) {
  const map = {
    rows: 2,
    cols: 5,
    cells: [1, 2].map((row) => ({ row, col: 2, kind: 'aisle' as const })),
    seatNumbering,
  }
  const { container } = render(<MapGridPreview {...map} numbering={numberSeatsOfMap(map)} />)
  return [...container.querySelectorAll('.map-preview__tick')]
    .filter((t) => !/^[א-ת]+$/.test(t.textContent ?? ''))
    .map((t) => t.textContent)
}

describe('the ruler over a map’s drawing', () => {
  it('shows seat numbers, none over the aisle', () => {
    expect(ruler('column-right')).toEqual(['1', '2', '3', '4'])
    expect(ruler('column-left')).toEqual(['4', '3', '2', '1'])
  })
})
