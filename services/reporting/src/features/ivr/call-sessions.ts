import type { Redis } from '@seats/kit'
import type { CallState } from './call-flow'

/** Per-call state in Redis, keyed by the provider's call id; an abandoned call expires by itself. */
export function callSessions(redis: Redis, redisPrefix: string, ttlSec: number) {
  // v2: a call's state names its synagogue; calls begun before that start over.
  const key = (adapter: string, callId: string) => `${redisPrefix}:ivr:call:v2:${adapter}:${callId}`
  return {
    async load(adapter: string, callId: string): Promise<CallState | null> {
      const raw = await redis.get(key(adapter, callId))
      return raw ? (JSON.parse(raw) as CallState) : null
    },
    save: (adapter: string, callId: string, state: CallState) =>
      redis.set(key(adapter, callId), JSON.stringify(state), 'EX', ttlSec),
    drop: (adapter: string, callId: string) => redis.del(key(adapter, callId)),
  }
}
