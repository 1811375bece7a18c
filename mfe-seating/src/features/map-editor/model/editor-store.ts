import type { EditorAction } from '../actions/editor-action'
import { emptyHistory, record, redo, undo, type History } from '../actions/history'
import type { EditorApi } from '../sync/editor-api'
import { createSyncQueue, type SyncQueue, type SyncStart } from '../sync/sync-queue'
import type { EditorState } from './editor-state'

export interface EditorSnapshot {
  /** What the screen shows: the confirmed map plus the steps still on their way. */
  state: EditorState
  history: History
  saving: boolean
  version: number
}

export interface EditorStoreEvents {
  /** A step was refused and the screen went back to the saved map. */
  onRolledBack(error: unknown): void
  /** The map must be read again: a 409, or another writer noticed between our writes. */
  onReloadNeeded(reason: 'conflict' | 'foreign'): void
  /**
   * Whether the person may change the map now (a viewer may not); asked at every step, so a role changed
   * while the map is open counts at once. Unset: always.
   */
  mayEdit?(): boolean
  /** A step was not taken because the person's role reads and prints only. */
  onViewOnly?(): void
}

export interface EditorStore {
  getSnapshot(): EditorSnapshot
  subscribe(listener: () => void): () => void
  /** Performs a new step at once and sends it; it can be undone. */
  apply(action: EditorAction | null): void
  undo(): void
  redo(): void
  /** A map freshly read from the service: shown as is, history forgotten (its steps describe another map). */
  replace(start: SyncStart): void
  /** Is `version` one this editor wrote or has already seen (a socket echo of our own change)? */
  knows(version: number): boolean
  whenIdle(): Promise<void>
  dispose(): void
}

/**
 * The editor's state outside React: optimistic steps, undo/redo and the sync queue behind them, so the
 * grid reads one snapshot and the pointer code can read the current state synchronously.
 */
export function createEditorStore(
  api: EditorApi,
  mapId: number,
  start: SyncStart,
  events: EditorStoreEvents,
): EditorStore {
  const listeners = new Set<() => void>()
  let snapshot: EditorSnapshot = {
    state: start.state,
    history: emptyHistory,
    saving: false,
    version: start.version,
  }

  function set(patch: Partial<EditorSnapshot>) {
    snapshot = { ...snapshot, ...patch }
    for (const listener of [...listeners]) listener()
  }

  const queue: SyncQueue = createSyncQueue(api, mapId, start, {
    onFailed(error, confirmed) {
      // The history's steps may no longer describe the saved map: start it afresh from there.
      set({ state: confirmed, history: emptyHistory, version: queue.version })
      events.onRolledBack(error)
    },
    onConflict: () => events.onReloadNeeded('conflict'),
    onForeignChange: () => events.onReloadNeeded('foreign'),
    onBusyChange: (busy) => set({ saving: busy, version: queue.version }),
  })

  function perform(step: EditorAction, history: History) {
    if (events.mayEdit && !events.mayEdit()) {
      // Nothing is shown that the service would refuse.
      events.onViewOnly?.()
      return
    }
    const state = step.perform(snapshot.state)
    set({ state, history })
    queue.push(step)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    apply(action) {
      if (!action || action.changes.length === 0) return
      perform(action, record(snapshot.history, action))
    },
    undo() {
      const result = undo(snapshot.history)
      if (result) perform(result.step, result.history)
    },
    redo() {
      const result = redo(snapshot.history)
      if (result) perform(result.step, result.history)
    },
    replace(next) {
      queue.reset(next)
      set({ state: next.state, history: emptyHistory, saving: false, version: next.version })
    },
    knows: (version) => version <= queue.version,
    whenIdle: () => queue.whenIdle(),
    dispose: () => queue.dispose(),
  }
}
