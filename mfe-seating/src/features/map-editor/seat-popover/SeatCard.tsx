import { changeSubject, seatName, type CellKind } from '@seats/contracts'
import { PopoverNext, followPageTheme, useLastChange } from '@seats/sdk'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { setAccessible } from '../actions/accessible-actions'
import { setCellKinds } from '../actions/cell-kind-actions'
import type { EditorAction } from '../actions/editor-action'
import type { MapDate } from '../editor-props'
import { seatStateOf } from '../../seat-state'
import { freeSeatsOnDate } from '../grid/guest-conflicts'
import { assignPerson, clearSeat, unassignPerson } from '../actions/seat-actions'
import type { Rect } from '../grid/grid-geometry'
import type { CellPosition } from '../grid/keyboard-navigation'
import {
  cellKey,
  isAccessibleAt,
  kindAt,
  numberingOf,
  peopleAt,
  seatsByPerson,
  type EditorState,
} from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import type { PersonDirectory } from '../model/person-directory'
import { SeatPopover } from './SeatPopover'

export interface SeatCardProps {
  /** The map's id: the seat's last change is asked for by it. */
  mapId?: number
  cell: CellPosition
  state: EditorState
  store: EditorStore
  directory: PersonDirectory
  /** The chosen date: its reports show beside the worshippers they are of. */
  date: MapDate
  apply(action: EditorAction | null): void
  onClose(): void
  /** Opens the worshipper's dialog; without it the card offers no edit. */
  onEditPerson?(personId: number): void
}

/** A map cell's card, its steps applied to the editor's store (read at the moment of the step). */
export function SeatCard({
  mapId,
  cell,
  state,
  store,
  directory,
  date,
  apply,
  onClose,
  onEditPerson,
}: SeatCardProps) {
  const lastChange = useLastChange(mapId ? changeSubject.seat(mapId, cell.row, cell.col) : null)
  const numbering = numberingOf(state)
  const kind = kindAt(state, cell.row, cell.col)
  const people = peopleAt(state, cellKey(cell.row, cell.col))
  const rowLabel = numbering.rowLabel(cell.row)
  const number = numbering.numberAt(cell.row, cell.col)
  const guestPart =
    date.guestPanel && kind === 'seat' && rowLabel !== null && number !== null
      ? date.guestPanel({
          row: cell.row,
          col: cell.col,
          seatName: seatName(rowLabel, number),
          free: seatStateOf(people, date.reported, date.reverse) !== 'occupied',
          guest: date.guests?.find((g) => g.row === cell.row && g.col === cell.col) ?? null,
          freeSeats: () =>
            freeSeatsOnDate(store.getSnapshot().state, date.guests ?? [], date.reported, date.reverse),
          editorState: () => store.getSnapshot().state,
          closeCard: onClose,
        })
      : null
  return (
    <SeatPopover
      lastChange={lastChange}
      key={`${cell.row}-${cell.col}`}
      rowLabel={rowLabel}
      col={cell.col}
      kind={kind}
      number={number}
      people={people}
      dateSection={guestPart}
      directory={directory}
      seatCountOf={(id) => seatsByPerson(state).get(id)?.length ?? 0}
      reports={{
        of: (id) => date.reports.find((r) => r.personId === id),
        reverse: date.reverse,
        dateName: date.name,
        onCancel: date.onCancelReport,
      }}
      onAssign={(id) => apply(assignPerson(id, cell))}
      onUnassign={(id) => apply(unassignPerson(id, cell))}
      onClear={() => apply(clearSeat(store.getSnapshot().state, cell))}
      onSetKind={(kind: CellKind) =>
        apply(setCellKinds(store.getSnapshot().state, [cellKey(cell.row, cell.col)], kind, 'setCellKind'))
      }
      accessible={isAccessibleAt(state, cell.row, cell.col)}
      onSetAccessible={(on) =>
        apply(setAccessible(store.getSnapshot().state, [cellKey(cell.row, cell.col)], on))
      }
      onClose={onClose}
      onEditPerson={onEditPerson}
    />
  )
}

/** The card beside its seat, anchored to the seat's box on the board. */
export function SeatCardPopover({
  card,
  rect,
  onClose,
}: {
  card: React.JSX.Element
  rect: Rect
  onClose(): void
}) {
  return (
    <PopoverNext
      {...followPageTheme}
      isOpen
      placement="bottom"
      // Blueprint's trap adds two sentinels and a focusable wrapper that Tab stops on and that do nothing;
      // the card keeps Tab in its own controls instead (FocusLoop).
      enforceFocus={false}
      autoFocus={false}
      onInteraction={(open) => !open && onClose()}
      content={<FocusLoop>{card}</FocusLoop>}
      renderTarget={({ ref, isOpen: _isOpen, ...targetProps }) => (
        <span
          {...targetProps}
          ref={ref}
          className="me-popover-anchor"
          style={{
            transform: `translate(${rect.x}px, ${rect.y}px)`,
            width: rect.width,
            height: rect.height,
          }}
        />
      )}
    />
  )
}

const TAB_STOPS = 'button, input, select, textarea, a[href], [tabindex]'

function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/** Tab and Shift+Tab go round the card's controls, as in a dialog, and the card takes focus when it opens. */
function FocusLoop({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (root && !root.contains(document.activeElement)) tabStops(root)[0]?.focus()
  }, [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return
    const stops = tabStops(e.currentTarget)
    const first = stops[0]
    const last = stops[stops.length - 1]
    if (!first || !last) return
    const at = document.activeElement
    const wrapTo = e.shiftKey ? (at === first ? last : null) : at === last ? first : null
    if (!wrapTo) return
    e.preventDefault()
    wrapTo.focus()
  }
  return (
    <div ref={ref} onKeyDown={onKeyDown}>
      {children}
    </div>
  )
}

/** The card along the bottom of the screen: on a phone, or when a finger opened it (a popover would close on the tap). */
export function SeatCardSheet({ card }: { card: React.ReactNode }) {
  return <div className="me-seat-sheet">{card}</div>
}
