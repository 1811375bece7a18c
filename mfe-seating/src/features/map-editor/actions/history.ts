import type { EditorAction } from './editor-action'

/** Undo and redo stacks; pure, so the editor keeps one in state and tests read it directly. */
export interface History {
  readonly past: readonly EditorAction[]
  readonly future: readonly EditorAction[]
}

/** Enough for a long session; older steps fall off the bottom. */
export const HISTORY_LIMIT = 200

export const emptyHistory: History = { past: [], future: [] }

/** A new step: it can be undone, and whatever was undone before can no longer be redone. */
export function record(history: History, action: EditorAction): History {
  return { past: [...history.past, action].slice(-HISTORY_LIMIT), future: [] }
}

/** The step that undoes the newest one, and the history after it; null when there is nothing to undo. */
export function undo(history: History): { step: EditorAction; history: History } | null {
  const last = history.past[history.past.length - 1]
  if (!last) return null
  return {
    step: last.inverse(),
    history: { past: history.past.slice(0, -1), future: [...history.future, last] },
  }
}

export function redo(history: History): { step: EditorAction; history: History } | null {
  const next = history.future[history.future.length - 1]
  if (!next) return null
  return { step: next, history: { past: [...history.past, next], future: history.future.slice(0, -1) } }
}

export const canUndo = (history: History) => history.past.length > 0
export const canRedo = (history: History) => history.future.length > 0
