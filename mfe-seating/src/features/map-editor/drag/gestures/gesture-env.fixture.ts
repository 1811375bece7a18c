import { vi } from 'vitest'
import type { EditorAction } from '../../actions/editor-action'
import { cellRect, hitTest, nearestCell } from '../../grid/grid-geometry'
import { stateFromMap, type EditorState } from '../../model/editor-state'
import { sampleMap } from '../../model/sample-map.fixture'
import type { EditorTool } from '../../selection/selection'
import type { BoardGestureEnv } from './board-gestures'

/**
 * The gestures' surroundings without React: the sample map, client points equal to board points (an
 * identity view), real overlay elements, and every answer to the editor recorded.
 */
export function gestureEnv(over: { tool?: EditorTool; placing?: 'bimah' | 'ark' | null } = {}) {
  let state: EditorState = stateFromMap(sampleMap())
  const applied: EditorAction[] = []
  const indicator = document.createElement('div')
  const ghost = document.createElement('div')
  const shield = document.createElement('div')
  const panel = document.createElement('div')
  // The worshippers list to the map's left, as on screen.
  panel.getBoundingClientRect = () => new DOMRect(1000, 0, 250, 700)
  let t = { x: 0, y: 0, scale: 1 }
  const env = {
    state: () => state,
    cellAt: (x: number, y: number) => ({ hit: hitTest(state, x, y), nearest: nearestCell(state, x, y) }),
    transform: () => t,
    setTransform: vi.fn((next: typeof t) => void (t = next)),
    panBy: vi.fn(),
    viewRect: () => new DOMRect(0, 0, 1000, 700),
    apply: vi.fn((action: EditorAction | null) => {
      if (!action) return
      applied.push(action)
      state = action.perform(state)
    }),
    indicator: () => indicator,
    ghost: () => ghost,
    shield: () => shield,
    panel: () => panel,
    fullName: (id: number) => ({ 11: 'משה כהן', 12: 'דוד לוי', 13: 'יעקב פרץ' })[id] ?? '',
    tool: () => over.tool ?? 'seat',
    placing: () => over.placing ?? null,
    warn: vi.fn(),
    onCellClick: vi.fn(),
    onHeaderClick: vi.fn(),
    onElementSelect: vi.fn(),
    onPlaced: vi.fn(),
    onPersonClick: vi.fn(),
    onBackgroundClick: vi.fn(),
    onDragChange: vi.fn(),
  } satisfies BoardGestureEnv
  return { env, applied, indicator, ghost, shield, state: () => state }
}

/** The centre of a cell, as a client point (the fixture's view is the identity). */
export function centreOf(row: number, col: number): [number, number] {
  const r = cellRect({ rows: 3, cols: 4 }, row, col)
  return [r.x + r.width / 2, r.y + r.height / 2]
}
