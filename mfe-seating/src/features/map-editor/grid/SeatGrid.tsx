import { hebrewRowLabel } from '@seats/contracts'
import { memo, type ReactElement } from 'react'
import { cellKey, numberingOf, seatsByPerson, type EditorState } from '../model/editor-state'
import type { PersonDirectory } from '../model/person-directory'
import { editorTexts } from '../editor-texts'
import { boardSize, CELL_HEIGHT, CELL_WIDTH, COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from './grid-geometry'
import { SeatCell } from './SeatCell'

/** The block of cells drawn in detail (inclusive), or null for none. */
export interface DetailRange {
  r0: number
  r1: number
  c0: number
  c1: number
}

export const sameDetailRange = (a: DetailRange | null, b: DetailRange | null) =>
  a === b || (a !== null && b !== null && a.r0 === b.r0 && a.r1 === b.r1 && a.c0 === b.c0 && a.c1 === b.c1)

interface SeatGridProps {
  state: EditorState
  directory: PersonDirectory
  detail: DetailRange | null
}

/** Row letters on both ends of the rows and column numbers above them. */
const Headers = memo(function Headers({ rows, cols }: { rows: number; cols: number }) {
  const { width } = boardSize({ rows, cols })
  const items: ReactElement[] = []
  for (let r = 1; r <= rows; r++) {
    const label = hebrewRowLabel(r)
    const top = COLUMN_HEADER_HEIGHT + (r - 1) * CELL_HEIGHT
    items.push(
      <div key={`rs${r}`} className="me-header me-header--row" style={{ top, left: width - ROW_HEADER_WIDTH }} role="rowheader" aria-label={editorTexts.rowHeader(label)}>
        {label}
      </div>,
      <div key={`re${r}`} className="me-header me-header--row" style={{ top, left: 0 }} aria-hidden>
        {label}
      </div>,
    )
  }
  for (let c = 1; c <= cols; c++) {
    items.push(
      <div key={`c${c}`} className="me-header me-header--col" style={{ left: ROW_HEADER_WIDTH + (cols - c) * CELL_WIDTH }} role="columnheader" aria-label={editorTexts.columnHeader(c)}>
        {c}
      </div>,
    )
  }
  return <>{items}</>
})

/**
 * Every cell of the map as memoised SeatCells inside role="row" groups (display: contents, so the cells
 * keep their absolute positions). Re-rendering this component only compares props for unchanged cells.
 */
export const SeatGrid = memo(function SeatGrid({ state, directory, detail }: SeatGridProps) {
  const { rows, cols, kinds, labels, seats } = state
  const numbering = numberingOf(state)
  const byPerson = seatsByPerson(state)
  const rowElements: ReactElement[] = []
  for (let r = 1; r <= rows; r++) {
    const cells: ReactElement[] = []
    const rowInDetail = detail !== null && r >= detail.r0 && r <= detail.r1
    for (let c = 1; c <= cols; c++) {
      const key = cellKey(r, c)
      const people = seats.get(key)
      let multiMask = 0
      if (people) for (let i = 0; i < people.length && i < 31; i++) if ((byPerson.get(people[i]!)?.length ?? 0) > 1) multiMask |= 1 << i
      cells.push(
        <SeatCell
          key={c}
          row={r}
          col={c}
          cols={cols}
          kind={kinds.get(key) ?? 'seat'}
          number={numbering.numberAt(r, c)}
          label={labels.get(key)}
          people={people ?? NOBODY}
          multiMask={multiMask}
          detail={rowInDetail && c >= detail.c0 && c <= detail.c1}
          directory={directory}
        />,
      )
    }
    rowElements.push(
      <div key={r} role="row" className="me-row">
        {cells}
      </div>,
    )
  }
  return (
    <>
      <Headers rows={rows} cols={cols} />
      {rowElements}
    </>
  )
})

const NOBODY: readonly number[] = Object.freeze([])
