import type { SeatOp } from '@seats/contracts'
import type { EditorState } from '../model/editor-state'

/** What the service must do for one editing step; the sync queue turns these into calls. */
export type ServerChange =
  | { type: 'seats'; ops: SeatOp[] }
  /** The layout (kinds, labels) changed: the map is saved whole with PUT, people included. */
  | { type: 'layout' }
  | { type: 'element-create'; key: string }
  | { type: 'element-update'; key: string }
  | { type: 'element-delete'; key: string }

/**
 * One editing step, small and named: `perform` returns the next state without touching the given one;
 * `inverse` is the step that undoes it. Steps are plain data plus pure functions, so undo/redo, optimistic
 * rendering and the server calls all derive from the same object.
 */
export interface EditorAction {
  readonly name: string
  perform(state: EditorState): EditorState
  inverse(): EditorAction
  readonly changes: readonly ServerChange[]
}

/** Several steps as one (e.g. clearing a seat of three people); undone in reverse order. */
export function compound(name: string, actions: readonly EditorAction[]): EditorAction {
  return {
    name,
    perform: (state) => actions.reduce((s, a) => a.perform(s), state),
    inverse: () =>
      compound(
        name,
        [...actions].reverse().map((a) => a.inverse()),
      ),
    changes: mergeChanges(actions.flatMap((a) => a.changes)),
  }
}

/** Consecutive seat changes travel in one call; one layout save covers any number of layout steps. */
export function mergeChanges(changes: readonly ServerChange[]): ServerChange[] {
  const merged: ServerChange[] = []
  for (const change of changes) {
    const last = merged[merged.length - 1]
    if (change.type === 'seats' && last?.type === 'seats')
      merged[merged.length - 1] = { type: 'seats', ops: [...last.ops, ...change.ops] }
    else if (change.type === 'layout' && last?.type === 'layout') continue
    else merged.push(change)
  }
  return merged
}
