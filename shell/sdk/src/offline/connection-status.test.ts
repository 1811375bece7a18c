import { describe, expect, it } from 'vitest'
import { SYNCED_AT_HEADER } from '@seats/sdk/offline-names'
import { createConnectionStatus } from './connection-status'

const fresh = () => new Response('{}')
const cached = (at: string) => new Response('{}', { headers: { [SYNCED_AT_HEADER]: at } })

describe('connection status', () => {
  it('is offline, with the oldest sync time, while screens read kept answers; a fresh answer ends it', () => {
    const status = createConnectionStatus(true)
    status.noteAnswer(cached('2026-11-27T12:02:00Z'))
    status.noteAnswer(cached('2026-11-27T12:05:00Z'))
    expect(status.getState()).toEqual({ offline: true, syncedAt: new Date('2026-11-27T12:02:00Z') })
    status.noteAnswer(fresh())
    expect(status.getState().offline).toBe(false)
  })

  it('is offline when the browser says so, synced at the last fresh answer', () => {
    const status = createConnectionStatus(true, () => new Date('2026-11-27T12:10:00Z'))
    status.noteAnswer(fresh())
    status.setBrowserOnline(false)
    expect(status.getState()).toEqual({ offline: true, syncedAt: new Date('2026-11-27T12:10:00Z') })
    status.setBrowserOnline(true)
    expect(status.getState().offline).toBe(false)
  })
})
