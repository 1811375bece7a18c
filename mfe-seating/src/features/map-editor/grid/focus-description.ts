import { seatName, type Guest } from '@seats/contracts'
import { seatStateOf } from '../../seat-state'
import { editorTexts } from '../editor-texts'
import {
  cellKey,
  isAccessibleAt,
  kindAt,
  numberingOf,
  peopleAt,
  type EditorState,
} from '../model/editor-state'
import { describeCell, elementOver } from './cell-description'
import type { CellPosition } from './keyboard-navigation'

/** The chosen date as the focused cell's words need it. */
export interface FocusDate {
  reported: ReadonlySet<number>
  reverse: boolean
  name: string | null
  /** The date's guests on this map. */
  guests?: readonly Guest[]
}

/** What a screen reader hears for the focused cell of the map (the grid's single gridcell). */
export function describeFocus(
  state: EditorState,
  focus: CellPosition,
  fullName: (personId: number) => string,
  date: FocusDate,
): string {
  const people = peopleAt(state, cellKey(focus.row, focus.col))
  const number = numberingOf(state).numberAt(focus.row, focus.col)
  const rowLabel = numberingOf(state).rowLabel(focus.row)
  const guest = date.guests?.find((g) => g.row === focus.row && g.col === focus.col)
  const words = describeCell({
    kind: kindAt(state, focus.row, focus.col),
    seat: number !== null && rowLabel !== null ? seatName(rowLabel, number) : null,
    place: editorTexts.cellPlace(rowLabel, focus.col),
    names: people.map(fullName),
    state: seatStateOf(people, date.reported, date.reverse),
    dateName: date.name,
    element: elementOver(state.elements, focus)?.name ?? null,
    accessible: isAccessibleAt(state, focus.row, focus.col),
  })
  return guest ? `${words}. ${editorTexts.guestMark(guest.name)}` : words
}
