import { Overlay2 } from '@seats/sdk'
import { useRef, useState } from 'react'
import {
  assignPerson,
  clearSeat,
  unassignPerson,
  cellKey,
  colOf,
  peopleAt,
  rowOf,
  seatsByPerson,
  SeatPopover,
  type MapStore,
} from '../map-editor'
import type { SeatListRow } from './seat-list'

export interface SeatCardOverlayProps {
  /** The seat being edited; null when the card is closed. */
  seat: SeatListRow | null
  seating: MapStore
  onClose(): void
  /** The card has closed: the screen puts the focus back (on the seat's button, or where the seat went). */
  onClosed(): void
}

/**
 * The map's seat card (who sits here, remove, search and add) over the list: centred on a desktop, a sheet
 * along the bottom on a phone. Focus moves into its search field; where it goes back is the screen's call.
 */
export function SeatCardOverlay({ seat, seating, onClose, onClosed }: SeatCardOverlayProps) {
  // Blueprint types the child's ref as always set; it is, while the overlay shows it.
  const ref = useRef<HTMLDivElement>(null) as React.RefObject<HTMLDivElement>
  // The card keeps showing its seat while it closes.
  const [shown, setShown] = useState(seat)
  if (seat && seat !== shown) setShown(seat)
  const { snapshot, directory, store } = seating
  const { state } = snapshot
  const at = shown ? { row: rowOf(shown.key), col: colOf(shown.key) } : null
  return (
    <Overlay2
      isOpen={seat !== null}
      onClose={onClose}
      onClosed={onClosed}
      childRef={ref}
      className="sl-card-overlay"
      hasBackdrop
      autoFocus
      enforceFocus
      // The card focuses its own search field first, so the overlay would "return" focus into itself.
      shouldReturnFocusOnClose={false}
    >
      <div ref={ref} className="sl-card">
        {shown && at ? (
          <SeatPopover
            key={shown.key}
            rowLabel={shown.rowLabel}
            col={at.col}
            kind="seat"
            number={shown.number}
            people={peopleAt(state, cellKey(at.row, at.col))}
            directory={directory}
            seatCountOf={(id) => seatsByPerson(state).get(id)?.length ?? 0}
            onAssign={(id) => store.apply(assignPerson(id, at))}
            onUnassign={(id) => store.apply(unassignPerson(id, at))}
            onClear={() => store.apply(clearSeat(store.getSnapshot().state, at))}
            onClose={onClose}
          />
        ) : null}
      </div>
    </Overlay2>
  )
}
