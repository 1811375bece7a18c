import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from '@seats/kit'

export interface TurnSettings {
  /** The spacing between two attempts on an account at the first failure over the threshold. */
  firstDelayMs: number
  /** The spacing never grows past this. */
  maxDelayMs: number
  /** The longest a request waits for its turn; a later turn is refused instead (429). */
  maxWaitMs: number
}

/** A turn taken (the request waited `waitedMs`), or refused: the queue is longer than a request may wait. */
export type Turn = { granted: true; waitedMs: number } | { granted: false; retryAfterMs: number }

/**
 * KEYS[1]: when the account's next attempt may start (ms, Redis's clock, shared by every instance).
 * ARGV: spacing, longest wait. Books the first free turn and pushes the next one by the spacing, or
 * books nothing when that turn is too far away. Answers {1, wait} or {0, wait}.
 */
const TAKE_TURN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
local start = math.max(now, nextAt)
local wait = start - now
if wait > tonumber(ARGV[2]) then return {0, wait} end
local after = start + tonumber(ARGV[1])
redis.call('SET', KEYS[1], after, 'PX', after - now + 1000)
return {1, wait}
`

/** The spacing after `over` failures past the threshold: doubling from the first delay, capped. */
export function turnSpacingMs(over: number, settings: TurnSettings): number {
  const doublings = Math.min(Math.max(over, 0), 30)
  return Math.min(settings.firstDelayMs * 2 ** doublings, settings.maxDelayMs)
}

/**
 * Password attempts on an account under attack go one at a time, each starting a growing spacing after the
 * one before, whichever instance serves them: parallel guesses from many addresses cannot add up, and the
 * owner is slowed, not refused (unless the queue is longer than a request may wait).
 */
export function loginTurns(redis: Redis, prefix: string, settings: TurnSettings) {
  const key = (account: string) => `${prefix}:login-turn:${account}`
  return {
    async take(account: string, over: number): Promise<Turn> {
      const spacing = turnSpacingMs(over, settings)
      const [granted, wait] = (await redis.eval(
        TAKE_TURN,
        1,
        key(account),
        String(spacing),
        String(settings.maxWaitMs),
      )) as [number, number]
      if (!granted) return { granted: false, retryAfterMs: wait - settings.maxWaitMs }
      if (wait > 0) await sleep(wait)
      return { granted: true, waitedMs: wait }
    },
  }
}
export type LoginTurns = ReturnType<typeof loginTurns>
