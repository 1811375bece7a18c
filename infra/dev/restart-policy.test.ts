import { describe, expect, it } from 'vitest'
import { afterExit, freshRestartState, isCrashLooping, MAX_DELAY_MS } from './restart-policy'

describe('restarting a process that exited', () => {
  it('waits 1 s, then doubles while it keeps failing, up to 30 s', () => {
    let state = freshRestartState()
    const delays: number[] = []
    for (let i = 0; i < 8; i++) {
      const next = afterExit(state, 2_000)
      delays.push(next.delayMs)
      state = next.state
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS)
  })

  it('starts over from 1 s after a process stayed up a minute', () => {
    let state = freshRestartState()
    for (let i = 0; i < 5; i++) state = afterExit(state, 500).state
    expect(afterExit(state, 61_000).delayMs).toBe(1_000)
  })

  it('calls a process that fails again and again soon after starting crashing', () => {
    let state = freshRestartState()
    state = afterExit(state, 100).state
    expect(isCrashLooping(state)).toBe(false)
    for (let i = 0; i < 3; i++) state = afterExit(state, 100).state
    expect(isCrashLooping(state)).toBe(true)
    expect(isCrashLooping(afterExit(state, 120_000).state)).toBe(false)
  })
})
