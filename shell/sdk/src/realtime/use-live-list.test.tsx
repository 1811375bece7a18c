// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLiveList } from './use-live-list'

/** The page's socket, as the hook sees it: named events, and the connection coming and going. */
const hub = vi.hoisted(() => {
  const handlers = new Map<string, Set<() => void>>()
  const connection = new Set<(connected: boolean) => void>()
  return {
    handlers,
    connection,
    emit: (event: string) => handlers.get(event)?.forEach((h) => h()),
    reconnect: () => connection.forEach((l) => l(true)),
  }
})
vi.mock('../platform/services', () => ({
  socket: {
    on: (event: string, handler: () => void) => {
      const set = hub.handlers.get(event) ?? new Set()
      set.add(handler)
      hub.handlers.set(event, set)
      return () => set.delete(handler)
    },
    onConnectionChange: (listener: (connected: boolean) => void) => {
      hub.connection.add(listener)
      return () => hub.connection.delete(listener)
    },
  },
}))

afterEach(cleanup)

describe('a live list', () => {
  it('is read once, then again once per burst of its events and when the socket comes back', async () => {
    let version = 0
    const read = vi.fn(async () => [`version ${++version}`])
    const { result, unmount } = renderHook(() => useLiveList(read, ['householdsChanged', 'personsChanged']))
    await waitFor(() => expect(result.current.items).toEqual(['version 1']))
    expect(result.current.loading).toBe(false)

    act(() => {
      hub.emit('householdsChanged')
      hub.emit('personsChanged')
      hub.emit('householdsChanged')
    })
    await waitFor(() => expect(result.current.items).toEqual(['version 2']))
    // An event it does not follow changes nothing.
    act(() => hub.emit('mapChanged'))
    act(() => hub.reconnect())
    await waitFor(() => expect(result.current.items).toEqual(['version 3']))
    expect(read).toHaveBeenCalledTimes(3)

    unmount()
    act(() => hub.emit('householdsChanged'))
    expect(hub.handlers.get('householdsChanged')?.size).toBe(0)
  })

  it('keeps the last good list and says why a reading failed in Hebrew', async () => {
    let fail = false
    const read = vi.fn(async () => {
      if (fail) throw new Error('network down')
      return ['משפחת לוי']
    })
    const { result } = renderHook(() => useLiveList(read, ['householdsChanged']))
    await waitFor(() => expect(result.current.items).toEqual(['משפחת לוי']))
    fail = true
    await act(() => result.current.reload())
    expect(result.current.items).toEqual(['משפחת לוי'])
    expect(result.current.error).toMatch(/[א-ת]/)
  })
})
