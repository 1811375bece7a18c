import type { Guest } from '@seats/contracts'
import { seatStateOf } from '../../seat-state'
import { cellKey, type EditorState } from '../model/editor-state'

/** The date's guests whose seat is no longer free: its own worshipper is coming after all. */
export function guestConflicts(
  state: Pick<EditorState, 'seats'>,
  guests: readonly Guest[],
  reported: ReadonlySet<number>,
  reverse: boolean,
): Guest[] {
  return guests.filter(
    (g) => seatStateOf(state.seats.get(cellKey(g.row, g.col)) ?? [], reported, reverse) === 'occupied',
  )
}
