import type { CellKind } from '@seats/contracts'
import { memo } from 'react'
import { editorTexts } from '../editor-texts'
import type { PersonDirectory } from '../model/person-directory'

export interface SeatCellProps {
  row: number
  col: number
  kind: CellKind
  /** The seat's number in its row (null for aisles and blocked cells). */
  number: number | null
  label: string | undefined
  /** A seat marked 'מקום נגיש'. */
  accessible: boolean
  people: readonly number[]
  /** Bit i set: people[i] holds more than one seat on this map. */
  multiMask: number
  directory: PersonDirectory
}

/** Names drawn in a cell; more are summed up as "+N". */
const NAMES_SHOWN = 2

export const cellId = (row: number, col: number) => `me-cell-${row}-${col}`

/**
 * One cell drawn in detail (number, names, count) over the canvas, where the map is zoomed in enough to read
 * it. A grid item, not a positioned box: the grid of the detailed block places it. Memoised on plain values and the seat's people array (kept by identity while the seat is unchanged),
 * so an edit re-renders only the cells it touched. No listeners: the board handles every pointer and key
 * event and finds the cell by position.
 */
export const SeatCell = memo(function SeatCell({
  row,
  col,
  kind,
  number,
  label,
  accessible,
  people,
  multiMask,
  directory,
}: SeatCellProps) {
  const count = people.length
  const className =
    kind !== 'seat'
      ? `me-cell me-cell--${kind}`
      : count === 0
        ? 'me-cell me-cell--seat'
        : count > 1
          ? 'me-cell me-cell--seat me-cell--taken me-cell--shared'
          : 'me-cell me-cell--seat me-cell--taken'
  const peopleAttr = count > 0 ? people.join(' ') : undefined
  return (
    <div id={cellId(row, col)} className={className} data-p={peopleAttr}>
      {kind === 'seat' ? <span className="me-cell__no">{label ?? number}</span> : null}
      {/* For the eye: the focused cell's description says 'מקום נגיש' to a reader. */}
      {kind === 'seat' && accessible ? (
        <span className="me-cell__accessible" aria-hidden title={editorTexts.accessibleSeat}>
          ♿
        </span>
      ) : null}
      {count > 1 ? <span className="me-cell__count">{count}</span> : null}
      {count > 0 ? (
        <span className="me-cell__names">
          {people.slice(0, NAMES_SHOWN).map((id, i) => (
            <span
              key={id}
              className={multiMask & (1 << i) ? 'me-name me-name--multi' : 'me-name'}
              data-person-id={id}
            >
              {directory.cellName(id)}
            </span>
          ))}
          {count > NAMES_SHOWN ? <span className="me-cell__more">+{count - NAMES_SHOWN}</span> : null}
        </span>
      ) : null}
    </div>
  )
})
