import { useCallback } from 'react'
import { colOf, peopleAt, rowOf, type CellKey } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import { cellRect, type GridSize } from './grid-geometry'
import type { CellPosition } from './keyboard-navigation'
import type { Viewport } from './use-viewport'
import { DETAIL_SCALE } from './viewport'

/** Brings a seat into view (zoomed in enough to read it), focuses it, and lights the seats of its people. */
export function useShowSeat(
  viewport: Viewport,
  size: GridSize,
  store: EditorStore,
  deps: { setFocus(cell: CellPosition): void; showHovered(people: readonly number[]): void },
) {
  const { setFocus, showHovered } = deps
  return useCallback(
    (key: CellKey) => {
      const cell = { row: rowOf(key), col: colOf(key) }
      if (viewport.transform.current.scale < DETAIL_SCALE) {
        const rect = cellRect(size, cell.row, cell.col)
        const vr = viewport.viewRect()
        const scale = 1
        viewport.setTransform(
          {
            scale,
            x: (vr?.width ?? 800) / 2 - (rect.x + rect.width / 2) * scale,
            y: (vr?.height ?? 600) / 2 - (rect.y + rect.height / 2) * scale,
          },
          'now',
        )
      } else viewport.show(cellRect(size, cell.row, cell.col))
      setFocus(cell)
      showHovered(peopleAt(store.getSnapshot().state, key))
      viewport.viewportRef.current?.focus({ preventScroll: true })
    },
    [viewport, size, store, setFocus, showHovered],
  )
}
