import { seatName } from '@seats/contracts'
import { announce, toast } from '@seats/sdk'
import { useCallback, useRef, useState } from 'react'
import type { EditorAction } from '../actions/editor-action'
import { assignPerson } from '../actions/seat-actions'
import { editorTexts } from '../editor-texts'
import { firstFreeSeat } from '../grid/cell-description'
import type { CellPosition } from '../grid/keyboard-navigation'
import { cellKey, colOf, kindAt, numberingOf, peopleAt, rowOf, seatsByPerson } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'

export interface SeatPickingDeps {
  store: EditorStore
  apply(action: EditorAction | null): void
  fullName(personId: number): string
  /** A worshipper was picked: the list's sheet and the seat card make way. */
  onPicked(): void
  /** The map takes the keyboard at this cell (a pick made with the keyboard). */
  focusMap(cell: CellPosition | null): void
  /** The seat just given to the picked worshipper. */
  onSeated(cell: CellPosition): void
}

/**
 * Seating without dragging: a worshipper picked from the list (a tap, or Enter) waits for the seat chosen
 * next (a tap, or Enter on the map). A wrong seat says why and keeps the pick; Escape lets it go.
 */
export function useSeatPicking(deps: SeatPickingDeps) {
  const [picked, setPicked] = useState<number | null>(null)
  const pickedRef = useRef(picked)
  pickedRef.current = picked
  const depsRef = useRef(deps)
  depsRef.current = deps

  /** A tap on a name: picks it, or lets it go when it was already picked. */
  const pick = useCallback((personId: number) => {
    setPicked((current) => (current === personId ? null : personId))
    depsRef.current.onPicked()
  }, [])

  /** Picked with the keyboard: the map takes focus at their seat, or at the first free seat. */
  const pickByKey = useCallback((personId: number) => {
    const { store, onPicked, focusMap } = depsRef.current
    const s = store.getSnapshot().state
    const start = seatsByPerson(s).get(personId)?.[0]
    setPicked(personId)
    onPicked()
    focusMap(start !== undefined ? { row: rowOf(start), col: colOf(start) } : firstFreeSeat(s))
  }, [])

  /** The picked worshipper onto a seat: seated at once, or told why not and kept picked. */
  const seat = (personId: number, cell: CellPosition) => {
    const { store, apply, fullName, onSeated } = depsRef.current
    const s = store.getSnapshot().state
    if (kindAt(s, cell.row, cell.col) !== 'seat') return toast.warning(editorTexts.dropNotSeat)
    if (peopleAt(s, cellKey(cell.row, cell.col)).includes(personId))
      return toast.warning(editorTexts.dropAlreadyThere)
    apply(assignPerson(personId, cell))
    setPicked(null)
    onSeated(cell)
    const rowLabel = numberingOf(s).rowLabel(cell.row)
    const number = numberingOf(s).numberAt(cell.row, cell.col)
    if (rowLabel !== null && number !== null)
      toast.success(editorTexts.seatedPicked(fullName(personId), seatName(rowLabel, number)))
  }

  /** Escape: the pick goes, and a reader is told so. */
  const cancel = () => {
    const personId = pickedRef.current
    setPicked(null)
    if (personId !== null) announce(editorTexts.pickCancelled(depsRef.current.fullName(personId)))
  }

  return { picked, pickedRef, pick, pickByKey, seat, cancel, drop: () => setPicked(null) }
}
