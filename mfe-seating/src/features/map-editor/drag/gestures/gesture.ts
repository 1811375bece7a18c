import type { ElementKind } from '@seats/contracts'
import type { EditorAction } from '../../actions/editor-action'
import type { BoardHit } from '../../grid/grid-geometry'
import type { ViewTransform } from '../../grid/viewport'
import type { EditorElement, EditorState } from '../../model/editor-state'
import type { EditorTool } from '../../selection/selection'

export type Cell = { row: number; col: number }

/** One kind of pointer gesture, from its start to its release. Plain objects: no React, no listeners. */
export interface Gesture {
  readonly kind: 'press' | 'pan' | 'person' | 'paint' | 'place' | 'element'
  /** One frame with the pointer at (x, y): move the map or the overlays. */
  frame(x: number, y: number): void
  /** Released: the gesture's step, if any. */
  commit(): void
}

/** What the gestures read and write: the map, the view, the overlays, and the editor's answers. */
export interface GestureEnv {
  state(): EditorState
  /** The cell under a client point (or a header, or nothing), and the nearest cell. */
  cellAt(clientX: number, clientY: number): { hit: BoardHit; nearest: Cell }
  transform(): ViewTransform
  setTransform(t: ViewTransform): void
  apply(action: EditorAction | null): void
  /** The drop/paint indicator, the ghost following a dragged name, the worshippers panel. */
  indicator(): HTMLElement | null
  ghost(): HTMLElement | null
  panel(): HTMLElement | null
  fullName(personId: number): string
  tool(): EditorTool
  placing(): ElementKind | null
  warn(message: string): void
  onCellClick(cell: Cell, touch: boolean): void
  onHeaderClick(): void
  onElementSelect(key: string | null): void
  onPlaced(): void
  onPersonClick(personId: number): void
  onBackgroundClick(): void
  onDragChange(dragging: boolean): void
}

export type PressTarget =
  | { type: 'person'; personId: number; from: { row: number; col: number } | null }
  | { type: 'element'; element: EditorElement; resize: boolean }
  | { type: 'board' }
