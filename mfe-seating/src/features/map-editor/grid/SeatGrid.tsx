import type { SeatNumbering } from '@seats/contracts'
import { memo, type ReactElement } from 'react'
import { cellKey, numberingOf, seatsByPerson, type EditorState } from '../model/editor-state'
import type { PersonDirectory } from '../model/person-directory'
import {
  boardSize,
  CELL_GAP,
  CELL_HEIGHT,
  CELL_WIDTH,
  COLUMN_HEADER_HEIGHT,
  ROW_HEADER_WIDTH,
} from './grid-geometry'
import { CellStrips } from './CellStrips'
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

/**
 * Row letters on both ends of the rows and, above them, the seat number each column carries in every row
 * (none over an aisle, nor where the rows number it differently), as three laid-out strips: a few
 * positioned boxes instead of hundreds (every positioned box costs the compositor on every frame). Drawn for
 * the eye: the focused cell's description names its row and seat.
 */
const Headers = memo(function Headers({
  rows,
  cols,
  numbering,
}: {
  rows: number
  cols: number
  numbering: SeatNumbering
}) {
  const { width } = boardSize({ rows, cols })
  const rowLabels = Array.from({ length: rows }, (_, i) => numbering.rowLabel(i + 1))
  const rowStrip = (side: 'start' | 'end') => (
    <div
      className={`me-heads me-heads--rows me-heads--${side}`}
      style={{ left: side === 'start' ? width - ROW_HEADER_WIDTH : 0, top: COLUMN_HEADER_HEIGHT }}
    >
      {rowLabels.map((label, i) => (
        <div key={i} className="me-header me-header--row" data-row={i + 1}>
          {label}
        </div>
      ))}
    </div>
  )
  return (
    <>
      <div className="me-heads me-heads--cols" style={{ left: ROW_HEADER_WIDTH, width: cols * CELL_WIDTH }}>
        {Array.from({ length: cols }, (_, i) => (
          <div key={i} className="me-header me-header--col" data-col={i + 1}>
            {numbering.columnNumber(i + 1)}
          </div>
        ))}
      </div>
      {rowStrip('start')}
      {rowStrip('end')}
    </>
  )
})

/**
 * The map's cells: all of them as coloured strips, and over them, where the map is zoomed in enough to
 * read, the cells of the detail range as memoised DOM cells. Re-rendering compares props of those cells only.
 */
export const SeatGrid = memo(function SeatGrid({ state, directory, detail }: SeatGridProps) {
  const { cols, kinds, labels, accessible, seats } = state
  const cells: ReactElement[] = []
  // Row by row from each row's start: the grid below places them right to left on its own.
  if (detail) {
    // Only readable cells need numbers and who-sits-where-else (a zoomed-out first paint skips both).
    const numbering = numberingOf(state)
    const byPerson = seatsByPerson(state)
    for (let r = detail.r0; r <= detail.r1; r++) {
      for (let c = detail.c0; c <= detail.c1; c++) {
        const key = cellKey(r, c)
        const people = seats.get(key)
        let multiMask = 0
        if (people)
          for (let i = 0; i < people.length && i < 31; i++)
            if ((byPerson.get(people[i]!)?.length ?? 0) > 1) multiMask |= 1 << i
        cells.push(
          <SeatCell
            key={key}
            row={r}
            col={c}
            kind={kinds.get(key) ?? 'seat'}
            number={numbering.numberAt(r, c)}
            label={labels.get(key)}
            accessible={accessible.has(key)}
            people={people ?? NOBODY}
            multiMask={multiMask}
            directory={directory}
          />,
        )
      }
    }
  }
  return (
    <>
      <CellStrips rows={state.rows} cols={cols} kinds={kinds} seats={seats} />
      <Headers rows={state.rows} cols={state.cols} numbering={numberingOf(state)} />
      {detail ? (
        <div
          className="me-cells"
          style={{
            left: ROW_HEADER_WIDTH + (cols - detail.c1) * CELL_WIDTH,
            top: COLUMN_HEADER_HEIGHT + (detail.r0 - 1) * CELL_HEIGHT,
            gridTemplateColumns: `repeat(${detail.c1 - detail.c0 + 1}, ${CELL_WIDTH - CELL_GAP}px)`,
            gridTemplateRows: `repeat(${detail.r1 - detail.r0 + 1}, ${CELL_HEIGHT - CELL_GAP}px)`,
          }}
        >
          {cells}
        </div>
      ) : null}
    </>
  )
})

const NOBODY: readonly number[] = Object.freeze([])
