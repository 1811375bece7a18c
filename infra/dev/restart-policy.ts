/**
 * When a supervised process that exited on its own is started again: after 1 s, doubling up to 30 s while it
 * keeps failing soon after each start; a process that stayed up a minute starts over from 1 s.
 */
export const FIRST_DELAY_MS = 1_000
export const MAX_DELAY_MS = 30_000
export const STABLE_AFTER_MS = 60_000
/** This many exits in a row, each soon after its start, make a process "crashing" (reported as down). */
export const CRASH_LOOP_EXITS = 4

export interface RestartState {
  /** Exits in a row that came before the process had been up STABLE_AFTER_MS. */
  quickExits: number
}

export const freshRestartState = (): RestartState => ({ quickExits: 0 })

/** The state after an exit that followed `upMs` of running, and how long to wait before starting again. */
export function afterExit(state: RestartState, upMs: number): { state: RestartState; delayMs: number } {
  const quickExits = upMs >= STABLE_AFTER_MS ? 1 : state.quickExits + 1
  const delayMs = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickExits - 1))
  return { state: { quickExits }, delayMs }
}

export const isCrashLooping = (state: RestartState): boolean => state.quickExits >= CRASH_LOOP_EXITS
