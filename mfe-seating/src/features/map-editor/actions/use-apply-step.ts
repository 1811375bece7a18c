import { toast } from '@seats/sdk'
import { useCallback } from 'react'
import { editorTexts } from '../editor-texts'
import type { CellKey } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import type { EditorAction } from './editor-action'

const seatedCount = (seats: ReadonlyMap<CellKey, readonly number[]>) => {
  let n = 0
  for (const people of seats.values()) n += people.length
  return n
}

/** Applies a step, and warns when a layout step took worshippers off their seats (an aisle drawn over them). */
export function useApplyStep(store: EditorStore) {
  return useCallback(
    (action: EditorAction | null) => {
      if (!action) return
      const before = seatedCount(store.getSnapshot().state.seats)
      store.apply(action)
      const removed = before - seatedCount(store.getSnapshot().state.seats)
      if (removed > 0 && !action.name.includes('Person') && action.name !== 'clearSeat')
        toast.warning(editorTexts.removedFromAisle(removed))
    },
    [store],
  )
}
