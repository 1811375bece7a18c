import { ApiError } from '@seats/sdk'
import { describe, expect, it, vi } from 'vitest'
import { assignPerson } from '../actions/seat-actions'
import type { EditorApi } from '../sync/editor-api'
import { cellKey, elementIdsOf, stateFromMap } from './editor-state'
import { createEditorStore } from './editor-store'
import { sampleMap } from './sample-map.fixture'

const start = () => {
  const map = sampleMap()
  return { state: stateFromMap(map), version: map.version, elementIds: elementIdsOf(map) }
}

function api(overrides: Partial<EditorApi> = {}): EditorApi {
  let version = 4
  return {
    seatOps: async (mapId) => ({ mapId, version: ++version }),
    saveMap: async () => ({ version: ++version }),
    createElement: async (input) => ({ id: 1, ...input, mapVersion: ++version }),
    updateElement: async (id, input) => ({ id, mapId: 7, ...input, mapVersion: ++version }),
    deleteElement: async () => ({ mapId: 7, mapVersion: ++version }),
    ...overrides,
  }
}

const events = () => ({ onRolledBack: vi.fn(), onReloadNeeded: vi.fn() })

describe('editor store', () => {
  it('shows a step at once, saves it, and undoes and redoes it through the service', async () => {
    const seatOps = vi.fn<EditorApi['seatOps']>(async (mapId, body) => ({ mapId, version: body.version + 1 }))
    const store = createEditorStore(api({ seatOps }), 7, start(), events())
    store.apply(assignPerson(20, { row: 3, col: 4 }))
    expect(store.getSnapshot().state.seats.get(cellKey(3, 4))).toEqual([20])
    expect(store.getSnapshot().saving).toBe(true)
    await store.whenIdle()
    expect(store.getSnapshot().saving).toBe(false)
    expect(store.getSnapshot().version).toBe(5)
    expect(store.knows(5)).toBe(true)
    expect(store.knows(6)).toBe(false)

    store.undo()
    expect(store.getSnapshot().state.seats.has(cellKey(3, 4))).toBe(false)
    store.redo()
    expect(store.getSnapshot().state.seats.get(cellKey(3, 4))).toEqual([20])
    await store.whenIdle()
    expect(seatOps.mock.calls.map(([, body]) => body.ops[0]!.op)).toEqual(['assign', 'unassign', 'assign'])
  })

  it('takes no step and sends nothing while the person may only read and print (a viewer)', async () => {
    const seatOps = vi.fn<EditorApi['seatOps']>(async (mapId, body) => ({ mapId, version: body.version + 1 }))
    let mayEdit = false
    const onViewOnly = vi.fn()
    const store = createEditorStore(api({ seatOps }), 7, start(), {
      ...events(),
      mayEdit: () => mayEdit,
      onViewOnly,
    })
    store.apply(assignPerson(20, { row: 3, col: 4 }))
    expect(store.getSnapshot().state.seats.has(cellKey(3, 4))).toBe(false)
    expect(store.getSnapshot().saving).toBe(false)
    expect(onViewOnly).toHaveBeenCalledTimes(1)
    // Made a warden while the map is open: the next step goes through.
    mayEdit = true
    store.apply(assignPerson(20, { row: 3, col: 4 }))
    await store.whenIdle()
    expect(seatOps).toHaveBeenCalledTimes(1)
  })

  it('rolls the screen back when the service refuses a step', async () => {
    const ev = events()
    const store = createEditorStore(
      api({ seatOps: () => Promise.reject(new ApiError(0, 'network_error', 'אין חיבור')) }),
      7,
      start(),
      ev,
    )
    const before = store.getSnapshot().state
    store.apply(assignPerson(20, { row: 3, col: 4 }))
    await store.whenIdle()
    expect(store.getSnapshot().state).toBe(before)
    expect(store.getSnapshot().history.past).toEqual([])
    expect(ev.onRolledBack).toHaveBeenCalledOnce()
  })

  it('asks for a reload on a conflict and forgets its history when the fresh map arrives', async () => {
    const ev = events()
    const store = createEditorStore(
      api({ seatOps: () => Promise.reject(new ApiError(409, 'map_version_conflict', 'x')) }),
      7,
      start(),
      ev,
    )
    store.apply(assignPerson(20, { row: 3, col: 4 }))
    await store.whenIdle()
    expect(ev.onReloadNeeded).toHaveBeenCalledWith('conflict')
    const fresh = { ...start(), version: 12 }
    store.replace(fresh)
    expect(store.getSnapshot()).toMatchObject({ state: fresh.state, version: 12, saving: false })
    expect(store.getSnapshot().history.past).toEqual([])
  })

  it('ignores steps that change nothing', () => {
    const listener = vi.fn()
    const store = createEditorStore(api(), 7, start(), events())
    store.subscribe(listener)
    store.apply(null)
    expect(listener).not.toHaveBeenCalled()
  })
})
