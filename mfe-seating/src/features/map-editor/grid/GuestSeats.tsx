import type { Guest } from '@seats/contracts'
import { Icon } from '@seats/sdk'
import { memo } from 'react'
import { seatStateOf } from '../../seat-state'
import { editorTexts } from '../editor-texts'
import { cellKey, type EditorState } from '../model/editor-state'
import { cellRect } from './grid-geometry'

export interface GuestSeatsProps {
  state: Pick<EditorState, 'rows' | 'cols' | 'seats'>
  /** The date's guests on this map. */
  guests: readonly Guest[]
  reported: ReadonlySet<number>
  reverse: boolean
}

/**
 * The date's guests over their seats: the guest's name, and a warning where the seat's own worshipper is
 * coming after all (the guest needs another seat; nothing is double-booked in silence). No pointer events.
 */
export const GuestSeats = memo(function GuestSeats({ state, guests, reported, reverse }: GuestSeatsProps) {
  return (
    <div className="sg-layer" aria-hidden>
      {guests.map((guest) => {
        const rect = cellRect(state, guest.row, guest.col)
        const people = state.seats.get(cellKey(guest.row, guest.col)) ?? []
        const conflict = seatStateOf(people, reported, reverse) === 'occupied'
        return (
          <div
            key={guest.id}
            className={conflict ? 'sg-guest sg-guest--conflict' : 'sg-guest'}
            data-guest-id={guest.id}
            style={{
              transform: `translate(${rect.x}px, ${rect.y}px)`,
              width: rect.width,
              height: rect.height,
            }}
            title={conflict ? editorTexts.guestConflictMark : editorTexts.guestMark(guest.name)}
          >
            <span className="sg-guest__name">
              <Icon icon={conflict ? 'warning-sign' : 'person'} size={10} />
              {guest.name}
            </span>
          </div>
        )
      })}
    </div>
  )
})
