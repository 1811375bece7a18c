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

describe('an element’s name in the drawing', () => {
  it('is dark on a pale colour and light on a deep one', () => {
    const map = { rows: 4, cols: 12, cells: [], seatNumbering: 'row' as const }
    const rect = { row: 1, rowSpan: 2, colSpan: 6 }
    const { container } = render(
      <MapGridPreview
        {...map}
        numbering={numberSeatsOfMap(map)}
        elements={[
          { key: 'a', name: 'ארון', col: 1, color: '#fde047', ...rect },
          { key: 'b', name: 'בימה', col: 7, color: '#1e3a8a', ...rect },
        ]}
      />,
    )
    const ink = [...container.querySelectorAll('.map-preview__element-name')].map((t) =>
      t.getAttribute('data-ink'),
    )
    expect(ink).toEqual(['dark', 'light'])
  })
})

describe('areas in the drawing', () => {
  it('outlines each with its name, clipped to the grid a smaller map left it', () => {
    const map = { rows: 4, cols: 12, cells: [], seatNumbering: 'row' as const }
    const { container } = render(
      <MapGridPreview
        {...map}
        numbering={numberSeatsOfMap(map)}
        areas={[
          { key: 1, name: 'עזרת גברים', rowRange: [1, 2], colRange: [1, 12], color: '#2563eb' },
          { key: 2, name: 'יציע', rowRange: [3, 9], colRange: [1, 12], color: '#db2777', active: true },
        ]}
      />,
    )
    const areas = [...container.querySelectorAll('.map-preview__area')]
    expect(areas.map((g) => g.textContent)).toEqual(['עזרת גברים', 'יציע'])
    expect(areas.map((g) => g.classList.contains('map-preview__area--active'))).toEqual([false, true])
    // Rows 3–4 only: 2 rows of 10 units, less the 1-unit inset on each side.
    expect(areas[1]?.querySelector('rect')?.getAttribute('height')).toBe('18')
  })
})
