import { MAX_SEAT_OPS, type SeatOp } from '@seats/contracts'
import { isApiError } from '@seats/sdk'
import type { EditorAction, ServerChange } from '../actions/editor-action'
import { cellsOf, type EditorElement, type EditorState } from '../model/editor-state'
import type { EditorApi } from './editor-api'

export interface SyncStart {
  state: EditorState
  version: number
  /** Server ids of the elements, by editor key. */
  elementIds: ReadonlyMap<string, number>
}

export interface SyncCallbacks {
  /** The service refused a step: the steps not yet saved are dropped and the screen must show `confirmed`. */
  onFailed(error: unknown, confirmed: EditorState): void
  /** 409: someone else saved the map since the version we hold. Reload, never overwrite. */
  onConflict(error: unknown): void
  /** Our writes went through, but the map's version shows another writer in between: reload when idle. */
  onForeignChange(): void
  /** Busy or idle changed (for the "saving…" indicator). */
  onBusyChange?(busy: boolean): void
}

export interface SyncQueue {
  push(action: EditorAction): void
  /** The state the service has confirmed (the optimistic one is this plus the queued steps). */
  readonly confirmed: EditorState
  /** The map version of `confirmed`; the next write sends it. */
  readonly version: number
  readonly busy: boolean
  whenIdle(): Promise<void>
  /** A fresh map from the service: forget the queue and start from it. */
  reset(start: SyncStart): void
  dispose(): void
}

const seatOpsOf = (action: EditorAction): SeatOp[] | null =>
  action.changes.every((c) => c.type === 'seats')
    ? action.changes.flatMap((c) => (c.type === 'seats' ? c.ops : []))
    : null

const elementFields = (element: EditorElement) => ({
  name: element.name,
  kind: element.kind,
  row: element.row,
  col: element.col,
  rowSpan: element.rowSpan,
  colSpan: element.colSpan,
  color: element.color,
})

/**
 * Sends the editor's steps to the service one after another, each against the version the previous one
 * answered, so the screen can change at once (optimistic) while the service stays the judge. Runs of seat
 * steps travel in one seat-ops call.
 */
export function createSyncQueue(
  api: EditorApi,
  mapId: number,
  start: SyncStart,
  callbacks: SyncCallbacks,
): SyncQueue {
  let confirmed = start.state
  let version = start.version
  let ids = new Map(start.elementIds)
  let pending: EditorAction[] = []
  let running = false
  let disposed = false
  /** Bumped by reset(): answers of calls made before it are ignored. */
  let epoch = 0
  let idleWaiters: (() => void)[] = []

  function setRunning(value: boolean) {
    if (running === value) return
    running = value
    callbacks.onBusyChange?.(value)
    if (!value) {
      const waiters = idleWaiters
      idleWaiters = []
      for (const resolve of waiters) resolve()
    }
  }

  /** Takes the next batch: a run of seat-only steps, or one other step. */
  function nextBatch(): EditorAction[] {
    const first = pending[0]
    if (!first) return []
    if (!seatOpsOf(first)) return [first]
    const batch: EditorAction[] = []
    let ops = 0
    for (const action of pending) {
      const actionOps = seatOpsOf(action)
      if (!actionOps || ops + actionOps.length > MAX_SEAT_OPS) break
      batch.push(action)
      ops += actionOps.length
    }
    return batch.length > 0 ? batch : [first]
  }

  async function send(
    change: ServerChange,
    next: EditorState,
    myEpoch: number,
  ): Promise<{ foreign: boolean }> {
    // Answers to calls made before a reset() belong to a map the editor no longer shows.
    const stale = () => myEpoch !== epoch
    switch (change.type) {
      case 'seats': {
        const res = await api.seatOps(mapId, { version, ops: change.ops })
        return stale() ? { foreign: false } : advance(res.version)
      }
      case 'layout': {
        const res = await api.saveMap(mapId, {
          name: next.name,
          rows: next.rows,
          cols: next.cols,
          version,
          cells: cellsOf(next),
        })
        return stale() ? { foreign: false } : advance(res.version)
      }
      case 'element-create': {
        const element = next.elements.find((e) => e.key === change.key)
        if (!element) return { foreign: false }
        const res = await api.createElement({ mapId, ...elementFields(element) })
        if (stale()) return { foreign: false }
        ids.set(change.key, res.id)
        return advance(res.mapVersion)
      }
      case 'element-update': {
        const element = next.elements.find((e) => e.key === change.key)
        const id = ids.get(change.key)
        if (!element || id === undefined) return { foreign: false }
        const res = await api.updateElement(id, elementFields(element))
        return stale() ? { foreign: false } : advance(res.mapVersion)
      }
      case 'element-delete': {
        const id = ids.get(change.key)
        if (id === undefined) return { foreign: false }
        const res = await api.deleteElement(id)
        if (stale()) return { foreign: false }
        ids.delete(change.key)
        return advance(res.mapVersion)
      }
    }
  }

  /** Element calls do not check versions: a jump of more than one means someone else wrote meanwhile. */
  function advance(newVersion: number): { foreign: boolean } {
    const foreign = newVersion !== version + 1
    version = newVersion
    return { foreign }
  }

  async function run() {
    if (running || disposed) return
    setRunning(true)
    const myEpoch = epoch
    let foreign = false
    while (pending.length > 0 && myEpoch === epoch && !disposed) {
      const batch = nextBatch()
      const next = batch.reduce((s, a) => a.perform(s), confirmed)
      const ops = batch.length > 1 || seatOpsOf(batch[0]!) ? batch.flatMap((a) => seatOpsOf(a) ?? []) : null
      const changes: ServerChange[] = ops
        ? ops.length > 0
          ? [{ type: 'seats', ops }]
          : []
        : [...batch[0]!.changes]
      let sent = 0
      try {
        for (const change of changes) {
          const answer = await send(change, next, myEpoch)
          if (myEpoch !== epoch) break
          foreign ||= answer.foreign
          sent++
        }
        if (myEpoch !== epoch) break
        confirmed = next
        pending = pending.slice(batch.length)
      } catch (error) {
        if (myEpoch !== epoch) break
        pending = []
        if (isApiError(error) && error.code === 'map_version_conflict') callbacks.onConflict(error)
        // Part of a step reached the service: what it holds now is unknown, so read it again.
        else if (sent > 0) callbacks.onConflict(error)
        else callbacks.onFailed(error, confirmed)
        break
      }
    }
    // A reset() meanwhile handed the queue to a newer run: leave its flag alone.
    if (myEpoch !== epoch) return
    setRunning(false)
    if (foreign && !disposed) callbacks.onForeignChange()
  }

  return {
    push(action) {
      if (disposed || action.changes.length === 0) return
      pending.push(action)
      void run()
    },
    get confirmed() {
      return confirmed
    },
    get version() {
      return version
    },
    get busy() {
      return running || pending.length > 0
    },
    whenIdle() {
      if (!running && pending.length === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
    reset(next) {
      epoch++
      pending = []
      confirmed = next.state
      version = next.version
      ids = new Map(next.elementIds)
      setRunning(false)
    },
    dispose() {
      disposed = true
      epoch++
      pending = []
      setRunning(false)
    },
  }
}
