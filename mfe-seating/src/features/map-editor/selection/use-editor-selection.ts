import { useCallback, useReducer, useRef } from 'react'
import { cellRect, type GridSize } from '../grid/grid-geometry'
import type { CellPosition } from '../grid/keyboard-navigation'
import type { Viewport } from '../grid/use-viewport'
import { initialSelection, selectionReducer } from './selection'

/**
 * The tool in hand, the element waiting to be placed or selected, the focused cell and the open card, with
 * the viewport following the focus. Tool and placing are also kept in refs for the pointer, which reads
 * them in the middle of a gesture.
 */
export function useEditorSelection(viewport: Viewport, size: GridSize) {
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection)
  const toolRef = useRef(selection.tool)
  toolRef.current = selection.tool
  const placingRef = useRef(selection.placing)
  placingRef.current = selection.placing

  const focusViewport = useCallback(
    () => viewport.viewportRef.current?.focus({ preventScroll: true }),
    [viewport.viewportRef],
  )

  const setFocus = useCallback((cell: CellPosition) => dispatch({ type: 'focus', cell }), [])

  const moveFocus = useCallback(
    (cell: CellPosition) => {
      dispatch({ type: 'focus', cell })
      viewport.show(cellRect(size, cell.row, cell.col))
    },
    [viewport, size],
  )

  /** A seat's card: beside the seat, or as a sheet on a phone or for a finger (a popover would close on the tap). */
  const openCard = useCallback(
    (cell: CellPosition, touch = false) => dispatch({ type: 'openCard', cell, touch }),
    [],
  )

  const closeCard = useCallback(() => {
    dispatch({ type: 'closeCard' })
    focusViewport()
  }, [focusViewport])

  return {
    ...selection,
    dispatch,
    toolRef,
    placingRef,
    focusViewport,
    setFocus,
    moveFocus,
    openCard,
    closeCard,
  }
}

export type EditorSelection = ReturnType<typeof useEditorSelection>
