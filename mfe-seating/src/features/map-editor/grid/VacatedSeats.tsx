import { Icon } from '@seats/sdk'
import { memo } from 'react'
import { vacatedSeats, seatStateTexts } from '../../seat-state'
import type { EditorState } from '../model/editor-state'
import { cellRect } from './grid-geometry'

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
