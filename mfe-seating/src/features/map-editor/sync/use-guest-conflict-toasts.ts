import { toast } from '@seats/sdk'
import { useEffect, useRef } from 'react'
import type { MapDate } from '../editor-props'
import { editorTexts } from '../editor-texts'
import { guestConflicts } from '../grid/guest-conflicts'
import type { EditorState } from '../model/editor-state'

/**
 * Tells the warden at once when a guest's seat stops being free on the shown date (its worshipper cancelled
 * his absence, or was seated there): the guest needs another seat. Only a guest already shown without a
 * conflict is told of; one that arrives in conflict (a date just opened) is marked on the map instead.
 */
export function useGuestConflictToasts(state: EditorState, date: MapDate): void {
  const before = useRef<{ shown: Set<number>; conflicts: Set<number> }>({
    shown: new Set(),
    conflicts: new Set(),
  })
  const guests = date.guests
  useEffect(() => {
    const list = guests ?? []
    const conflicts = guestConflicts(state, list, date.reported, date.reverse)
    const { shown, conflicts: known } = before.current
    for (const guest of conflicts)
      if (shown.has(guest.id) && !known.has(guest.id))
        toast.warning(editorTexts.guestConflictToast(guest.name, guest.seatName))
    before.current = { shown: new Set(list.map((g) => g.id)), conflicts: new Set(conflicts.map((g) => g.id)) }
  }, [state, guests, date.reported, date.reverse])
}
