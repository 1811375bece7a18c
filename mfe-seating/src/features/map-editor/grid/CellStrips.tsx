import { memo, useMemo } from 'react'
import type { EditorState } from '../model/editor-state'
import { rowGradient } from './cell-strips'
import { CELL_GAP, CELL_HEIGHT, CELL_WIDTH, COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from './grid-geometry'

type CellStripsProps = Pick<EditorState, 'rows' | 'cols' | 'kinds' | 'seats'>

/**
 * Every cell of the map as coloured strips, one per row: what a zoomed-out map shows, and what a fast pan
 * reveals before the readable cells follow. Rows whose gradient did not change keep their style.
 */
export const CellStrips = memo(function CellStrips({ rows, cols, kinds, seats }: CellStripsProps) {
  const gradients = useMemo(() => {
    const state = { cols, kinds, seats }
    return Array.from({ length: rows }, (_, i) => rowGradient(state, i + 1))
  }, [rows, cols, kinds, seats])
  return (
    <div
      className="me-strips"
      aria-hidden
      style={{
        left: ROW_HEADER_WIDTH,
        top: COLUMN_HEADER_HEIGHT + CELL_GAP / 2,
        width: cols * CELL_WIDTH,
        gridAutoRows: CELL_HEIGHT - CELL_GAP,
      }}
    >
      {gradients.map((background, i) => (
        <div key={i} style={{ background }} />
      ))}
    </div>
  )
})
