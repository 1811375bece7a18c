import { ApiError } from '@seats/sdk'
import { describe, expect, it, vi } from 'vitest'
import { addElement, removeElement, updateElement } from '../actions/element-actions'
import { toggleCellKind } from '../actions/cell-kind-actions'
import { assignPerson, movePerson } from '../actions/seat-actions'
import { cellKey, elementIdsOf, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import type { EditorApi } from './editor-api'
import { createSyncQueue, type SyncCallbacks } from './sync-queue'

function fakeApi(startVersion = 4) {
  let version = startVersion
  let nextElementId = 100
  const calls: { name: string; body: unknown }[] = []
  const answer = <T>(name: string, body: unknown, value: () => T): Promise<T> => {
    calls.push({ name, body })
    return Promise.resolve().then(value)
  }
  const api: EditorApi = {
    seatOps: (mapId, body) => answer('seatOps', body, () => ({ mapId, version: ++version })),
    saveMap: (_id, body) => answer('saveMap', body, () => ({ version: ++version })),
    createElement: (input) =>
      answer('createElement', input, () => ({ id: nextElementId++, ...input, mapVersion: ++version })),
    updateElement: (id, input) =>
      answer('updateElement', { id, ...input }, () => ({ id, mapId: 7, ...input, mapVersion: ++version })),
    deleteElement: (id) => answer('deleteElement', { id }, () => ({ mapId: 7, mapVersion: ++version })),
  }
  return { api, calls, bump: () => ++version }
}

function callbacks() {
  return {
    onFailed: vi.fn<SyncCallbacks['onFailed']>(),
    onConflict: vi.fn<SyncCallbacks['onConflict']>(),
    onForeignChange: vi.fn<SyncCallbacks['onForeignChange']>(),
    onBusyChange: vi.fn<(busy: boolean) => void>(),
  }
}

const start = () => {
  const map = sampleMap()
  return { state: stateFromMap(map), version: map.version, elementIds: elementIdsOf(map) }
}

describe('sync queue', () => {
  it('sends runs of seat steps in one call with the version it holds', async () => {
    const { api, calls } = fakeApi()
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    queue.push(assignPerson(20, { row: 3, col: 4 }))
    queue.push(movePerson(20, { row: 3, col: 4 }, { row: 3, col: 1 }))
    queue.push(assignPerson(21, { row: 3, col: 1 }))
    expect(queue.busy).toBe(true)
    await queue.whenIdle()
    // The first step leaves at once; the two queued behind it travel together.
    expect(calls.map((c) => c.name)).toEqual(['seatOps', 'seatOps'])
    expect(calls[0]!.body).toEqual({
      version: 4,
      ops: [{ op: 'assign', personId: 20, to: { row: 3, col: 4 } }],
    })
    expect((calls[1]!.body as { version: number; ops: unknown[] }).version).toBe(5)
    expect((calls[1]!.body as { ops: unknown[] }).ops).toHaveLength(2)
    expect(queue.version).toBe(6)
    expect(queue.confirmed.seats.get(cellKey(3, 1))).toEqual([20, 21])
    expect(cb.onBusyChange.mock.calls).toEqual([[true], [false]])
    expect(cb.onFailed).not.toHaveBeenCalled()
  })

  it('saves a layout step as the whole map, people included', async () => {
    const { api, calls } = fakeApi()
    const s = start()
    const queue = createSyncQueue(api, 7, s, callbacks())
    queue.push(toggleCellKind(s.state, cellKey(3, 4), 'aisle')!)
    await queue.whenIdle()
    const body = calls[0]!.body as {
      version: number
      cells: { row: number; col: number; kind: string }[]
      name: string
    }
    expect(calls[0]!.name).toBe('saveMap')
    expect(body.version).toBe(4)
    expect(body.name).toBe('אולם ראשי')
    expect(body.cells).toContainEqual({ row: 3, col: 4, kind: 'aisle', people: [] })
    expect(body.cells).toContainEqual({ row: 1, col: 1, kind: 'seat', people: [{ id: 11 }, { id: 12 }] })
  })

  it('follows an element through create, update, delete and a re-create with a new id', async () => {
    const { api, calls } = fakeApi()
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    const ark = {
      key: 'n1',
      name: 'ארון קודש',
      kind: 'ark' as const,
      row: 1,
      col: 2,
      rowSpan: 1,
      colSpan: 2,
      color: '#b45309',
    }
    const add = addElement(ark)
    queue.push(add)
    queue.push(updateElement(ark, { ...ark, row: 2 }))
    queue.push(removeElement({ ...ark, row: 2 }))
    queue.push(addElement({ ...ark, row: 2 }))
    queue.push(updateElement({ ...ark, row: 2 }, { ...ark, row: 3 }))
    await queue.whenIdle()
    expect(calls.map((c) => [c.name, (c.body as { id?: number }).id])).toEqual([
      ['createElement', undefined],
      ['updateElement', 100],
      ['deleteElement', 100],
      ['createElement', undefined],
      ['updateElement', 101],
    ])
    expect(queue.confirmed.elements.find((e) => e.key === 'n1')?.row).toBe(3)
    expect(cb.onForeignChange).not.toHaveBeenCalled()
  })

  it('notices another writer between element writes', async () => {
    const { api, bump } = fakeApi()
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    bump()
    queue.push(removeElement(start().state.elements[0]!))
    await queue.whenIdle()
    expect(cb.onForeignChange).toHaveBeenCalledOnce()
  })

  it('on a version conflict drops what is queued and asks for a reload', async () => {
    const { api } = fakeApi()
    api.seatOps = () => Promise.reject(new ApiError(409, 'map_version_conflict', 'המפה שונתה בינתיים'))
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    queue.push(assignPerson(20, { row: 3, col: 4 }))
    queue.push(assignPerson(21, { row: 3, col: 4 }))
    await queue.whenIdle()
    expect(cb.onConflict).toHaveBeenCalledOnce()
    expect(cb.onFailed).not.toHaveBeenCalled()
    expect(queue.busy).toBe(false)
  })

  it('on another refusal rolls back to what the service confirmed', async () => {
    const { api } = fakeApi()
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    queue.push(assignPerson(20, { row: 3, col: 4 }))
    await queue.whenIdle()
    api.seatOps = () => Promise.reject(new ApiError(402, 'payment_required', 'המנוי אינו פעיל'))
    queue.push(assignPerson(21, { row: 3, col: 3 }))
    await queue.whenIdle()
    expect(cb.onFailed).toHaveBeenCalledOnce()
    const [error, confirmed] = cb.onFailed.mock.calls[0]!
    expect((error as ApiError).status).toBe(402)
    expect(confirmed.seats.get(cellKey(3, 4))).toEqual([20])
    expect(confirmed.seats.has(cellKey(3, 3))).toBe(false)
    expect(queue.version).toBe(5)
  })

  it('ignores answers that arrive after a reset', async () => {
    const { api } = fakeApi()
    const cb = callbacks()
    const queue = createSyncQueue(api, 7, start(), cb)
    queue.push(assignPerson(20, { row: 3, col: 4 }))
    const fresh = start()
    queue.reset({ ...fresh, version: 9 })
    await new Promise((r) => setTimeout(r, 0))
    expect(queue.version).toBe(9)
    expect(queue.confirmed).toBe(fresh.state)
    expect(queue.busy).toBe(false)
  })
})
