import { Icon } from '@blueprintjs/core'
import { memo } from 'react'
import { cellRect } from '../map-editor/grid/grid-geometry'
import type { EditorState } from '../map-editor/model/editor-state'
import { vacatedSeats } from './seat-state'
import { seatStateTexts } from './seat-state-texts'
import './vacated-seats.css'

export interface VacatedSeatsProps {
  state: Pick<EditorState, 'rows' | 'cols' | 'seats'>
  reported: ReadonlySet<number>
  reverse: boolean
}

/**
 * The seats vacated for guests on the selected date, drawn over the editor's cells (at every zoom, over the
 * canvas and the detailed cells alike). No pointer events: the board still hit-tests the cell beneath.
 */
export const VacatedSeats = memo(function VacatedSeats({ state, reported, reverse }: VacatedSeatsProps) {
  const keys = vacatedSeats(state.seats, reported, reverse)
  return (
    <div className="sv-layer" aria-hidden>
      {keys.map((key) => {
        const rect = cellRect(state, Math.floor(key / 1000), key % 1000)
        return (
          <div
            key={key}
            className="sv-vacated"
            style={{
              transform: `translate(${rect.x}px, ${rect.y}px)`,
              width: rect.width,
              height: rect.height,
            }}
            title={seatStateTexts.vacated}
          >
            <Icon icon="airplane" size={12} className="sv-vacated__icon" />
          </div>
        )
      })}
    </div>
  )
})

/** The legend's swatch for a vacated seat. */
export function VacatedSwatch() {
  return (
    <i className="sv-swatch" aria-hidden>
      <Icon icon="airplane" size={9} />
    </i>
  )
}
