import type { ElementKind } from '@seats/contracts'
import { toast } from '@seats/sdk'
import { useCallback, useEffect, useRef } from 'react'
import { hitTest, nearestCell } from '../grid/grid-geometry'
import type { Viewport } from '../grid/use-viewport'
import { cellKey, peopleAt } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import type { PersonDirectory } from '../model/person-directory'
import type { EditorTool } from '../selection/selection'
import { createBoardGestures, type BoardGestureEnv } from './gestures/board-gestures'
import type { Cell } from './gestures/gesture'

export interface BoardPointerOptions {
  viewport: Viewport
  store: EditorStore
  directory: React.RefObject<PersonDirectory>
  tool: React.RefObject<EditorTool>
  placing: React.RefObject<ElementKind | null>
  /**
   * The drop/paint indicator (over the viewport, in screen space, so moving it never repaints the board),
   * the ghost that follows the pointer, and the shield that covers the page during a drag (the browser then
   * hit-tests one element and no :hover styles change under the pointer). Moved through the DOM only.
   */
  indicatorRef: React.RefObject<HTMLDivElement | null>
  ghostRef: React.RefObject<HTMLDivElement | null>
  shieldRef: React.RefObject<HTMLDivElement | null>
  panelRef: React.RefObject<HTMLElement | null>
  /** A cell tapped or clicked; `touch`: by a finger (its card then opens as a sheet, never a popover). */
  onCellClick(cell: Cell, touch: boolean): void
  onHeaderClick(): void
  onElementSelect(key: string | null): void
  onPlaced(): void
  onPersonClick(personId: number): void
  onBackgroundClick(): void
  /** A drag began or ended (the popover closes, the page stops selecting text). */
  onDragChange(dragging: boolean): void
  /** True while two fingers pinch the map: presses start nothing then. */
  pinching?: React.RefObject<boolean>
}

/** The gestures' view of the editor, read through the latest options at each call. */
function gestureEnv(opts: React.RefObject<BoardPointerOptions>): BoardGestureEnv {
  const o = () => opts.current
  const state = () => o().store.getSnapshot().state
  return {
    state,
    cellAt(clientX, clientY) {
      const s = state()
      const p = o().viewport.clientToBoard(clientX, clientY)
      return { hit: hitTest(s, p.x, p.y, o().viewport.headerShift()), nearest: nearestCell(s, p.x, p.y) }
    },
    transform: () => o().viewport.transform.current,
    setTransform: (t) => o().viewport.setTransform(t),
    panBy: (dx, dy) => o().viewport.panBy(dx, dy),
    viewRect: () => o().viewport.viewRect(),
    apply: (action) => o().store.apply(action),
    indicator: () => o().indicatorRef.current,
    ghost: () => o().ghostRef.current,
    shield: () => o().shieldRef.current,
    panel: () => o().panelRef.current,
    fullName: (personId) => o().directory.current.fullName(personId),
    tool: () => o().tool.current,
    placing: () => o().placing.current,
    warn: (message) => toast.warning(message),
    onCellClick: (cell, touch) => o().onCellClick(cell, touch),
    onHeaderClick: () => o().onHeaderClick(),
    onElementSelect: (key) => o().onElementSelect(key),
    onPlaced: () => o().onPlaced(),
    onPersonClick: (personId) => o().onPersonClick(personId),
    onBackgroundClick: () => o().onBackgroundClick(),
    onDragChange: (dragging) => o().onDragChange(dragging),
  }
}

/**
 * Every pointer gesture on the map through one listener on the viewport and, during a gesture, one on the
 * window (gestures/board-gestures.ts): the cell under the pointer is computed from coordinates (hitTest),
 * overlays and the ghost move by style writes inside requestAnimationFrame, and React hears only the result.
 */
export function useBoardPointer(opts: BoardPointerOptions) {
  const optsRef = useRef(opts)
  optsRef.current = opts
  const gesturesRef = useRef<ReturnType<typeof createBoardGestures> | null>(null)
  gesturesRef.current ??= createBoardGestures(gestureEnv(optsRef))
  const gestures = gesturesRef.current

  /** pointerdown on the viewport: what was pressed decides the gesture. */
  const onBoardPointerDown = useCallback(
    (e: React.PointerEvent<HTMLElement>) => {
      // React bubbles events from portals (the seat card) through the tree: only the map's own DOM counts.
      if (!(e.target instanceof Node) || !e.currentTarget.contains(e.target)) return
      const targetEl = e.target as HTMLElement
      const o = optsRef.current
      // A second finger makes a pinch (use-pinch-zoom.ts), never a gesture of its own.
      if (o.pinching?.current) return
      const s = o.store.getSnapshot().state
      // A finger on the map pans it or taps a cell: names and elements move with a mouse only.
      if (e.pointerType === 'touch') return gestures.begin(e, { type: 'board' })
      const elementEl = targetEl.closest<HTMLElement>('[data-element-key]')
      if (elementEl && !o.placing.current) {
        const element = s.elements.find((el) => el.key === elementEl.dataset.elementKey)
        if (element) {
          e.preventDefault()
          return gestures.begin(e, { type: 'element', element, resize: targetEl.dataset.handle === 'resize' })
        }
      }
      const nameEl = targetEl.closest<HTMLElement>('[data-person-id]')
      if (nameEl && o.tool.current === 'seat' && !o.placing.current) {
        const p = o.viewport.clientToBoard(e.clientX, e.clientY)
        const hit = hitTest(s, p.x, p.y)
        const personId = Number(nameEl.dataset.personId)
        if (hit.type === 'cell' && peopleAt(s, cellKey(hit.row, hit.col)).includes(personId)) {
          e.preventDefault()
          return gestures.begin(e, { type: 'person', personId, from: { row: hit.row, col: hit.col } })
        }
      }
      gestures.begin(e, { type: 'board' })
    },
    [gestures],
  )

  /** pointerdown on a worshipper in the list: a drag seats them, a click shows their seats. */
  const onPersonPointerDown = useCallback(
    (e: React.PointerEvent<HTMLElement>, personId: number) => {
      // A finger scrolls the list, and a tap picks (WorshippersPanel): only a mouse or a pen drags from it.
      if ((e.target as HTMLElement).closest('button') || e.pointerType === 'touch') return
      e.preventDefault()
      gestures.begin(e, { type: 'person', personId, from: null })
    },
    [gestures],
  )

  // Reads everything through refs: one registration for the component's life.
  useEffect(() => () => gestures.cancel(), [gestures])

  return { onBoardPointerDown, onPersonPointerDown, cancel: gestures.cancel }
}
